import { useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import { Field } from '../../components/ui/field';
import { AlertDialog, ConfirmDialog } from '../../components/ui/dialog';
import { ApiError, setToken } from '../../lib/api-client';
import { digitsOnly, fieldFilter, formatPhone, isValidMobile } from '../../lib/domain';
import { useJourneyStore } from '../../stores/journey-store';
import type { StepProps } from '../../app/step-props';
import { consumerIdFrom, sendVerificationText, validateOtp } from './verification-api';

const CODE_LENGTH = 6;

/** Getting started ('Verify Your Device', spec §2 screen 4, §4 "Getting started", §5 access code rules). */
export function GettingStartedPage({ goNext }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const [phone, setPhone] = useState(digitsOnly(journey.values.MOBILE_PHONE ?? ''));
  const [code, setCode] = useState('');
  const [hash, setHash] = useState<string | null>(journey.verificationHash);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [confirmResend, setConfirmResend] = useState(false);
  const [alert, setAlert] = useState<{ title: string; message: string }>();
  const codeRef = useRef<HTMLInputElement>(null);

  const phoneValid = isValidMobile(phone);
  const codeSentTo = hash ? formatPhone(phone) : null;

  const send = async () => {
    setSending(true);
    setCode('');
    try {
      const { verificationHash } = await sendVerificationText({
        phoneNumber: phone,
        linkCode: journey.linkCode,
        shopKeyId: journey.shop?.keyId,
        mode: journey.mode,
      });
      setHash(verificationHash);
      dispatch({ type: 'codeSent', verificationHash, phone });
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (error) {
      setAlert({
        title: m('verify.accessCodeErrorTitle'),
        message: error instanceof ApiError && error.status !== 0 ? error.message : m('verify.sendError'),
      });
    } finally {
      setSending(false);
    }
  };

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!hash) return;
    if (!code) {
      setAlert({ title: m('verify.errorTitle'), message: m('verify.emptyCode') });
      return;
    }
    if (code.length !== CODE_LENGTH) return;
    setVerifying(true);
    try {
      const response = await validateOtp({
        phoneMobile: phone,
        verificationCode: code,
        verificationHash: hash,
        shopKeyId: journey.shop?.keyId,
        mode: journey.mode,
      });
      if (response.token) setToken(response.token);
      const consumerId = consumerIdFrom(response);
      if (!consumerId) throw new ApiError(m('verify.unableToVerify'), 200);
      dispatch({ type: 'verified', consumerId, phone, applications: response.applications });
      goNext();
    } catch (error) {
      setCode('');
      setAlert({
        title: m('verify.errorTitle'),
        message: error instanceof ApiError && error.status !== 0 ? error.message : m('verify.invalidCode'),
      });
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Page title={m('title.gettingStarted')} heading={m('verify.heading')} lead={m('verify.lead')}>
      <form className="stack" onSubmit={verify} noValidate>
        <Field
          name="MOBILE_PHONE"
          label={m('verify.phoneLabel')}
          hint={m('verify.phoneHint')}
          value={phone}
          onChange={(v) => {
            setPhone(v);
            if (hash && v !== phone) setHash(null);
          }}
          filter={(raw) => digitsOnly(fieldFilter('MOBILE_PHONE', raw))}
          display={formatPhone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          readOnly={journey.mobileLocked}
        />
        {!hash ? (
          <button
            type="button"
            className="button button-primary button-block"
            disabled={!phoneValid || sending}
            onClick={() => void send()}
          >
            {sending ? m('verify.sending') : m('verify.sendCode')}
          </button>
        ) : (
          <>
            <p className="notice" role="status">
              {m('verify.codeSent', { phone: codeSentTo ?? '' })}
            </p>
            <Field
              name="ACCESS_CODE"
              label={m('verify.codeLabel')}
              hint={m('verify.codeHint', { phone: codeSentTo ?? '' })}
              value={code}
              onChange={setCode}
              filter={(raw) => fieldFilter('ACCESS_CODE', raw).slice(0, CODE_LENGTH)}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              inputRef={codeRef}
            />
            <button
              type="submit"
              className="button button-primary button-block"
              disabled={!hash || code.length !== CODE_LENGTH || verifying}
            >
              {verifying ? m('verify.verifying') : m('verify.start')}
            </button>
            <button
              type="button"
              className="button button-secondary button-block"
              disabled={sending || verifying}
              onClick={() => setConfirmResend(true)}
            >
              {m('verify.resendCode')}
            </button>
          </>
        )}
        <p className="fine-print">{m('verify.rates')}</p>
      </form>
      <ConfirmDialog
        open={confirmResend}
        title={m('verify.newCodeTitle')}
        message={m('verify.newCodeConfirm')}
        onCancel={() => setConfirmResend(false)}
        onConfirm={() => {
          setConfirmResend(false);
          void send();
        }}
      />
      <AlertDialog
        open={alert !== undefined}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
        onClose={() => setAlert(undefined)}
      />
    </Page>
  );
}
