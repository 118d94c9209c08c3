import { useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/messages';
import { Field } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { validateFieldValue } from '../../lib/domain';
import { fieldHint, validationMessage } from '../../i18n/domain-texts';
import { verifyDob } from './verification-api';

/**
 * A returning applicant whose saved answers hold no SSN yet confirms the date of birth they typed before the
 * answers open (decision 194); the server checks it with the SSN check's attempts and lock.
 */
export function ReturningDobPanel({ onVerified }: { onVerified: () => Promise<void> }) {
  const m = useMessages();
  const [dob, setDob] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server's refusal is said once, at the field, which takes focus, not in a dialog.
  const [refused, setRefused] = useState<string>();
  const dobRef = useRef<HTMLInputElement>(null);
  const error = (touched ? validateFieldValue('DOB', dob, 'REQUIRED') : undefined) ?? refused;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefused(undefined);
    if (validateFieldValue('DOB', dob, 'REQUIRED')) {
      dobRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await verifyDob(dob);
      await onVerified();
    } catch (failure) {
      // Nothing saved to compare with any more: nothing to protect, go on.
      if (failure instanceof ApiError && failure.status === 404) {
        await onVerified();
        return;
      }
      setRefused(
        failure instanceof ApiError && failure.status !== 0 ? failure.message : m('returning.dobInvalid'),
      );
      dobRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        name="DOB"
        label={m('returning.dobLabel')}
        variant="date"
        value={dob}
        onChange={(value) => {
          setDob(value);
          setRefused(undefined);
        }}
        inputRef={dobRef}
        placeholder={fieldHint('DOB')}
        onBlur={() => setTouched(true)}
        // the server's refusal is one of the domain's messages
        error={error && validationMessage(error)}
        required
      />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? m('returning.verifying') : m('returning.verifyDob')}
      </button>
    </form>
  );
}
