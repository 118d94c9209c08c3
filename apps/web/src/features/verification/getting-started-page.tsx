import { useEffect, useRef, useState, type FormEvent } from 'react';
import { currentLocale, useMessages } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import { Field } from '../../components/ui/field';
import { ConfirmDialog, HeldAlertDialog } from '../../components/ui/dialog';
import { api, ApiError, setToken } from '../../lib/api-client';
import type { ApplicationRecord } from '../../lib/api-types';
import {
  digitsOnly,
  fieldFilter,
  formatPhone,
  TEXTING_KEYWORD_NAMES,
  validateFieldValue,
} from '../../lib/domain';
import { validationMessage } from '../../i18n/domain-texts';
import { useJourneyStore } from '../../stores/journey-store';
import type { StepProps } from '../../lib/step-props';
import { consumerIdFrom, sendVerificationText, validateOtp } from './verification-api';
import { ReturningApplicantPanel } from './returning-applicant-panel';
import { ReturningDobPanel } from './returning-dob-panel';

const CODE_LENGTH = 6;
/** GUIDE security figures: a code lives 10 minutes and allows 5 wrong checks (the server enforces both). */
const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_WRONG_CHECKS = 5;
/**
 * A new code waits this long after the last send (decision 221): a text can take a few seconds, and a new code
 * cancels the one on its way, so pressing at once would only make both late. The countdown says how long.
 */
export const RESEND_WAIT_MS = 30_000;
/** The server's TRAINING_DEMO_CODE default (spec §6: training accepts a fixed code). */
export const TRAINING_DEMO_CODE = '135790';

interface Verified {
  consumerId: string;
  phone: string;
  applications: ApplicationRecord[];
}

type Stage = { kind: 'code' } | { kind: 'ssn'; check: 'ssn' | 'dob'; verified: Verified };

/** Spec §7 "getApplicationData": the newest state of each earlier application; the login list is the fallback. */
async function gatherApplications(list: ApplicationRecord[]): Promise<ApplicationRecord[]> {
  return Promise.all(
    list.map((app) =>
      api
        .get<{ application: ApplicationRecord }>(
          `/api/v1/apps/app/${encodeURIComponent(String(app.applicationKeyId))}`,
        )
        .then((r) => r.application ?? app)
        .catch(() => app),
    ),
  );
}

/**
 * Getting started ('Verify Your Device', spec §2 screen 4, §4 "Getting started", §5 access code rules).
 * 'Resend Code' is for a code that did not arrive; 'Generate Code' replaces it once the code is dead
 * (expired, or 5 wrong checks): docs/decisions/032-getting-in.md.
 */
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
  const [wrongChecks, setWrongChecks] = useState(0);
  const [expired, setExpired] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'code' });
  const [codeTouched, setCodeTouched] = useState(false);
  // A refused code or a press with too few digits, shown next to the code field (not only in a dialog).
  const [codeError, setCodeError] = useState<string>();
  // Send Code pressed without a valid mobile number: said at the phone field.
  const [phoneError, setPhoneError] = useState<string>();
  const phoneRef = useRef<HTMLInputElement>(null);
  const [sends, setSends] = useState(0);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [resendNote, setResendNote] = useState<string>();
  // The server's answer for a number that opted out (409): kept on the page with the way on, not in a dialog
  // that leaves nothing to do once closed.
  const [optedOut, setOptedOut] = useState<string>();
  const codeRef = useRef<HTMLInputElement>(null);
  const training = journey.mode === 'training';
  // Arriving from a texted link, the code goes to the number the text went to, offered by its last four
  // (the link holder never sees the whole number, decision 021). Another can be typed.
  const linkLastFour = journey.linkCode && !journey.phoneLocked ? journey.linkPhoneLastFour : null;
  const [toLinkPhone, setToLinkPhone] = useState(!!linkLastFour && !journey.values.MOBILE_PHONE);
  const viaLink = toLinkPhone && !!linkLastFour;

  const phoneProblem = validateFieldValue('MOBILE_PHONE', phone, 'REQUIRED', {});
  const codeSentTo = hash
    ? viaLink
      ? m('verify.linkPhone', { lastFour: linkLastFour })
      : formatPhone(phone)
    : null;
  const codeDead = expired || wrongChecks >= MAX_WRONG_CHECKS;
  const resendSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));

  // The countdown ticks once a second until a new code may be asked for.
  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const id = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= resendAt) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [resendAt]);

  // A code sent in this visit dies after its lifetime: offer 'Generate Code' from then on.
  useEffect(() => {
    if (!hash) return;
    const id = window.setTimeout(() => setExpired(true), CODE_LIFETIME_MS);
    return () => window.clearTimeout(id);
  }, [hash]);

  const send = async () => {
    setSending(true);
    setCode('');
    try {
      const { verificationHash } = await sendVerificationText({
        phoneNumber: viaLink ? undefined : phone,
        linkCode: journey.linkCode,
        shopKeyId: journey.shop?.keyId,
        mode: journey.mode,
      });
      setHash(verificationHash);
      setSends((n) => n + 1);
      setResendAt(Date.now() + RESEND_WAIT_MS);
      setNow(Date.now());
      setResendNote(undefined);
      setOptedOut(undefined);
      setCodeError(undefined);
      setCodeTouched(false);
      setWrongChecks(0);
      setExpired(false);
      dispatch({ type: 'codeSent', verificationHash, phone: viaLink ? '' : phone });
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (error) {
      // The send's only 409 is the texting programme's opted-out answer (decision 185).
      if (error instanceof ApiError && error.status === 409) {
        setOptedOut(error.message);
        return;
      }
      // Spec §8 "Access Code Error": the server's text (e.g. the 429 limit) or the generic one.
      setAlert({
        title: m('verify.accessCodeErrorTitle'),
        message: error instanceof ApiError && error.status !== 0 ? error.message : m('verify.sendError'),
      });
    } finally {
      setSending(false);
    }
  };

  const finish = (verified: Verified) => {
    dispatch({ type: 'verified', ...verified });
    goNext();
  };

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!hash) return;
    // Each refusal is said once, at the code field, which takes focus (not also in a dialog).
    if (!code) {
      setCodeError(m('verify.emptyCode'));
      codeRef.current?.focus();
      return;
    }
    // The button stays enabled and says on press what is missing (a disabled one would not say why).
    if (code.length !== CODE_LENGTH) {
      setCodeError(m('verify.shortCode', { count: code.length }));
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    setVerifying(true);
    try {
      const response = await validateOtp({
        phoneMobile: viaLink ? undefined : phone,
        verificationCode: code,
        verificationHash: hash,
        shopKeyId: journey.shop?.keyId,
        mode: journey.mode,
        policyAgreed: journey.policyAgreed,
      });
      if (response.token) setToken(response.token);
      const consumerId = consumerIdFrom(response);
      // A texted link's number is known once it is verified.
      const verifiedPhone = viaLink ? digitsOnly(response.consumer?.phoneMobile ?? '') : phone;
      if (!consumerId || !verifiedPhone) throw new ApiError(m('verify.unableToVerify'), 200);
      const applications = response.applications ?? [];
      if (applications.length === 0 && !response.ssnPending) {
        finish({ consumerId, phone: verifiedPhone, applications });
        return;
      }
      // Spec §4: a returning applicant takes the SSN path. The server opens earlier applications, and a saved
      // draft that holds an SSN, only once the SSN is confirmed, so they are gathered after that check.
      setStage({
        kind: 'ssn',
        check: response.identityCheck === 'dob' ? 'dob' : 'ssn',
        verified: { consumerId, phone: verifiedPhone, applications },
      });
    } catch (error) {
      setCode('');
      setCodeTouched(false);
      if (error instanceof ApiError && error.code === 'VERIFICATION_FAILED') {
        if (error.message === m('verify.invalidCode')) setWrongChecks((n) => n + 1);
        else setExpired(true);
      }
      const message =
        error instanceof ApiError && error.status !== 0 ? error.message : m('verify.invalidCode');
      setCodeError(message);
      codeRef.current?.focus();
    } finally {
      setVerifying(false);
    }
  };

  if (stage.kind === 'ssn') {
    const { verified } = stage;
    const onVerified = async () =>
      finish({ ...verified, applications: await gatherApplications(verified.applications) });
    if (stage.check === 'dob') {
      return (
        <Page
          title={m('title.gettingStarted')}
          heading={m('returning.heading')}
          lead={m('returning.dobLead')}
        >
          <ReturningDobPanel onVerified={onVerified} />
        </Page>
      );
    }
    return (
      <Page title={m('title.gettingStarted')} heading={m('returning.heading')} lead={m('returning.lead')}>
        <ReturningApplicantPanel onVerified={onVerified} />
      </Page>
    );
  }

  return (
    <Page title={m('title.gettingStarted')} heading={m('verify.heading')} lead={m('verify.lead')}>
      <form className="stack" onSubmit={verify} noValidate>
        {viaLink ? (
          <p className="notice">{m('verify.linkPhoneOffer', { lastFour: linkLastFour })}</p>
        ) : (
          <Field
            name="MOBILE_PHONE"
            label={m('verify.phoneLabel')}
            hint={m('verify.phoneHint')}
            value={phone}
            onChange={(v) => {
              setPhone(v);
              setPhoneError(undefined);
              if (v !== phone) setOptedOut(undefined);
              if (hash && v !== phone) setHash(null);
            }}
            error={phoneError}
            inputRef={phoneRef}
            filter={(raw) => digitsOnly(fieldFilter('MOBILE_PHONE', raw))}
            display={formatPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            readOnly={journey.phoneLocked}
          />
        )}
        {!hash ? (
          <>
            <button
              type="button"
              className="button button-primary button-block"
              // Enabled: pressed without a valid number, the phone field says what is wrong.
              disabled={sending}
              onClick={() => {
                if (phoneProblem && !viaLink) {
                  setPhoneError(validationMessage(phoneProblem));
                  phoneRef.current?.focus();
                  return;
                }
                void send();
              }}
            >
              {sending ? m('verify.sending') : m('verify.sendCode')}
            </button>
            {viaLink ? (
              <button type="button" className="link-button" onClick={() => setToLinkPhone(false)}>
                {m('verify.otherPhone')}
              </button>
            ) : null}
          </>
        ) : (
          <>
            <p className="notice" role="status">
              {sends > 1
                ? m('verify.newCodeSent', { phone: codeSentTo ?? '' })
                : m('verify.codeSent', { phone: codeSentTo ?? '' })}
            </p>
            {training ? (
              <p className="notice training-hint">{m('verify.trainingHint', { code: TRAINING_DEMO_CODE })}</p>
            ) : null}
            <Field
              name="ACCESS_CODE"
              label={m('verify.codeLabel')}
              hint={m('verify.codeHint', { phone: codeSentTo ?? '' })}
              value={code}
              onChange={(v) => {
                setCode(v);
                setCodeError(undefined);
                if (v) setCodeTouched(true);
              }}
              // Spec §5/§8: an emptied code gives 'Please enter the verification code sent to your mobile
              // phone.' (not on blur: the message would shift 'Resend Code' under a pointer about to press it).
              error={codeError ?? (codeTouched && !code ? m('verify.emptyCode') : undefined)}
              fix={codeError ? m('verify.fixCode') : undefined}
              filter={(raw) => fieldFilter('ACCESS_CODE', raw).slice(0, CODE_LENGTH)}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              inputRef={codeRef}
            />
            {codeDead ? (
              <p className="error-text" role="status">
                {m('verify.codeDead')}
              </p>
            ) : null}
            <button type="submit" className="button button-primary button-block" disabled={verifying}>
              {verifying ? m('verify.verifying') : m('verify.start')}
            </button>
            <button
              type="button"
              className={`button button-block ${codeDead ? 'button-primary' : 'button-secondary'}`}
              disabled={sending || verifying}
              aria-describedby={resendSeconds > 0 && !codeDead ? 'resend-countdown' : undefined}
              onClick={() => {
                // A dead code is replaced at once; a live one waits out the countdown, said on press.
                if (!codeDead && resendSeconds > 0) {
                  setResendNote(m('verify.resendWait', { seconds: resendSeconds }));
                  return;
                }
                setConfirmResend(true);
              }}
            >
              {codeDead ? m('verify.generateCode') : m('verify.resendCode')}
            </button>
            {!codeDead && resendSeconds > 0 ? (
              <p id="resend-countdown" className="field-hint">
                {m('verify.resendIn', { seconds: resendSeconds })}
              </p>
            ) : null}
            {resendNote && resendSeconds > 0 ? (
              <p className="field-hint" role="status">
                {resendNote}
              </p>
            ) : null}
          </>
        )}
        {optedOut && !hash ? (
          <OptedOut message={optedOut} phoneLocked={journey.phoneLocked === true} />
        ) : null}
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
      <HeldAlertDialog alert={alert} onClose={() => setAlert(undefined)} />
    </Page>
  );
}

/**
 * A number that opted out of texts gets no code (decision 185). What to do stays on the page: text the opt-in
 * keyword of the page's language (a link that opens the phone's messages with it written), then Send Code
 * again, or another number where the number may be changed.
 */
function OptedOut({ message, phoneLocked }: { message: string; phoneLocked: boolean }) {
  const m = useMessages();
  const shortCode = m('policy.shortCode');
  const keyword = TEXTING_KEYWORD_NAMES[currentLocale()].start;
  return (
    <div className="notice stack" role="alert">
      <p>{message}</p>
      {/* "?&body=" is read by both iOS and Android messages apps. */}
      <a className="button button-secondary button-block" href={`sms:${shortCode}?&body=${keyword}`}>
        {m('verify.optedOutTextStart', { keyword, shortCode })}
      </a>
      <p>{phoneLocked ? m('verify.optedOutThenLocked') : m('verify.optedOutThen')}</p>
    </div>
  );
}
