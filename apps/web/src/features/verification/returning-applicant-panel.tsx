import { useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/messages';
import { Field } from '../../components/ui/field';
import { ErrorSummary } from '../../components/ui/error-summary';
import { ApiError } from '../../lib/api-client';
import { fieldFilter, validateFieldValue } from '../../lib/domain';
import { validationMessage } from '../../i18n/domain-texts';
import { verifySsn } from './verification-api';

/**
 * "We've Found Your Application!" (spec §2 screen 4, §5 "SSN verification"): a returning applicant confirms
 * the SSN before any earlier application is shown. The server checks it (5 wrong entries lock the check);
 * the SSN is kept only in this component's state and dropped once verified (spec §4: cleared outside demo).
 */
export function ReturningApplicantPanel({ onVerified }: { onVerified: () => Promise<void> }) {
  const m = useMessages();
  const [ssn, setSsn] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // Spec §2 screen 4: the gathering-data button shows while the earlier applications load.
  const [gathering, setGathering] = useState(false);
  // The server's refusal is said once, at the SSN field, which takes focus (it was also in
  // the error summary and a dialog, three times).
  const [refused, setRefused] = useState<string>();
  const ssnRef = useRef<HTMLInputElement>(null);
  const [submits, setSubmits] = useState(0);

  // The domain's messages (and the server's, which are the domain's) in the screen's language.
  const shown = (text: string | undefined) => text && validationMessage(text);
  const ssnFormatError = shown(touched ? validateFieldValue('SSN', ssn, 'REQUIRED') : undefined);
  const confirmError = shown(
    touched && confirm ? validateFieldValue('CONFIRM_SSN', confirm, 'REQUIRED', { SSN: ssn }) : undefined,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefused(undefined);
    setSubmits((n) => n + 1);
    if (
      validateFieldValue('SSN', ssn, 'REQUIRED') ||
      validateFieldValue('CONFIRM_SSN', confirm, 'REQUIRED', { SSN: ssn })
    )
      return;
    setBusy(true);
    try {
      // Spec §5: the confirm entry is the one compared.
      await verifySsn(confirm);
      setSsn('');
      setConfirm('');
      setGathering(true);
      await onVerified();
    } catch (error) {
      // No earlier application holds an SSN (e.g. it never reached a lender): nothing to protect, go on.
      if (error instanceof ApiError && error.status === 404) {
        setGathering(true);
        await onVerified();
        return;
      }
      setConfirm('');
      const message =
        error instanceof ApiError && error.status !== 0 && error.status !== 400
          ? error.message
          : m('returning.invalid');
      setRefused(message);
      ssnRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <ErrorSummary
        items={[
          ...(ssnFormatError
            ? [{ field: 'SSN', message: `${m('returning.ssnLabel')}: ${ssnFormatError}` }]
            : []),
          ...(confirmError
            ? [{ field: 'CONFIRM_SSN', message: `${m('returning.confirmLabel')}: ${confirmError}` }]
            : []),
        ]}
        focusKey={submits}
      />
      <Field
        name="SSN"
        label={m('returning.ssnLabel')}
        variant="masked"
        value={ssn}
        onChange={(v) => {
          setSsn(v);
          setRefused(undefined);
        }}
        filter={(raw) => fieldFilter('SSN', raw)}
        autoComplete="off"
        error={ssnFormatError ?? shown(refused)}
        inputRef={ssnRef}
        required
      />
      <Field
        name="CONFIRM_SSN"
        label={m('returning.confirmLabel')}
        variant="masked"
        value={confirm}
        onChange={setConfirm}
        filter={(raw) => fieldFilter('CONFIRM_SSN', raw)}
        autoComplete="off"
        error={confirmError}
        required
      />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={!confirm || busy}
        aria-describedby={!confirm && !busy ? 'verify-ssn-why' : undefined}
        aria-busy={gathering}
      >
        {gathering ? (
          <>
            <span className="spinner" aria-hidden="true" /> {m('verify.gathering')}
          </>
        ) : busy ? (
          m('returning.verifying')
        ) : (
          m('returning.verify')
        )}
      </button>
      {/* A disabled button says why (decision 220). */}
      {!confirm && !busy ? (
        <p id="verify-ssn-why" className="field-hint">
          {m('returning.verifyWhy')}
        </p>
      ) : null}
    </form>
  );
}
