import { useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/messages';
import { Field } from '../../components/ui/field';
import { AlertDialog } from '../../components/ui/dialog';
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
  const [alert, setAlert] = useState<string>();
  const error = touched ? validateFieldValue('DOB', dob, 'REQUIRED') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validateFieldValue('DOB', dob, 'REQUIRED')) return;
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
      setAlert(
        failure instanceof ApiError && failure.status !== 0 ? failure.message : m('returning.dobInvalid'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          name="DOB"
          label={m('returning.dobLabel')}
          variant="date"
          value={dob}
          onChange={setDob}
          placeholder={fieldHint('DOB')}
          onBlur={() => setTouched(true)}
          error={error && validationMessage(error)}
          required
        />
        <button type="submit" className="button button-primary button-block" disabled={!dob || busy}>
          {busy ? m('returning.verifying') : m('returning.verifyDob')}
        </button>
      </form>
      <AlertDialog
        open={alert !== undefined}
        title={m('verify.errorTitle')}
        // The server's refusal is one of the domain's messages.
        message={alert ? validationMessage(alert) : ''}
        onClose={() => setAlert(undefined)}
      />
    </>
  );
}
