// The GEMY page (lenders §2 "GEMY page"; §4 "GEMY embedded form"): a loading spinner, Synchrony's own form in
// an iframe on its own origin, and an error area. Status: initial → loading → applying → completed, or error.
// - On mount: loading, the selected apps set. With a stored token and application, those are used (a refresh
//   shows the same form again); otherwise a token is generated and the application created, then applying.
// - While applying, only a message from the partner's exact origin with the expected shape is heard
//   (lib/partner-messages.ts); its token must be the stored one, else 'Token mismatch'.
// - Then our server asks Synchrony for the status and records the decision (GUIDE 12: the message only says
//   "ask"); the answers Synchrony gathered fill our fields for the next lender (annual net = 12 × monthly).
// - On a decline, the next lender that prequalifies gets its soft prequal first (use-lender-submission).
import { useEffect, useMemo, useRef, useState } from 'react';
import { t, useMessages } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import type { StepProps } from '../../../lib/step-props';
import { ApiError } from '../../../lib/api-client';
import type { ApplicationRecord } from '../../../lib/api-types';
import { useClientConfig } from '../../../lib/client-config';
import {
  creditCheckConsent,
  isDeclinedOrNotAccepted,
  providersForResidentState,
  type LenderResult,
} from '../../../lib/domain';
import { gemyApplicantValues } from '@ttapply/domain/lenders/gemy';
import { listenToPartner, originOf } from '../../../lib/partner-messages';
import { useJourneyStore } from '../../../stores/journey-store';
import { consentSentence, CreditCheckConsentLine } from '../shared/credit-check-consent';
import { newIdempotencyKey, postSubmission } from '../shared/lender-api';
import { LenderProcessingScreen } from '../shared/lender-processing-screen';
import { useLenderSubmission } from '../shared/use-lender-submission';
import { TRAINING_MODE } from '../../../lib/routes';
import { ApplicationTypeGate } from '../../training/application-type-gate';
import { fetchGemyStatus, generateGemyToken, isGemyCompletion } from './gemy-api';

const APP_TYPE = 'GEMY';

export type GemyStatus = 'initial' | 'loading' | 'applying' | 'completed' | 'idle' | 'error';

/** A failure whose text is one of lenders §8's GEMY messages. */
class GemyFailure extends Error {}

function failureText(error: unknown, fallback: string): string {
  if (error instanceof GemyFailure || error instanceof ApiError) return error.message || fallback;
  return fallback;
}

/** The URL of Synchrony's form for this token (lenders §7: "embedded partner form with a dsaToken parameter"). */
export function gemyFormUrl(partnerOrigin: string, token: string): string {
  return `${partnerOrigin}/lenders/GEMY/apply?dsaToken=${encodeURIComponent(token)}`;
}

/** In training the associate picks the result first (lenders §4 'Application Type'; decision 100). */
export function GemySubmissionPage(props: StepProps) {
  return (
    <ApplicationTypeGate appCode={APP_TYPE}>
      <GemyForm {...props} />
    </ApplicationTypeGate>
  );
}

function GemyForm({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const partnerOrigin = originOf(useClientConfig().lenderPagesOrigin);
  const [status, setStatus] = useState<GemyStatus>('initial');
  const [error, setError] = useState<string>();
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [decided, setDecided] = useState<ApplicationRecord>();
  const prequal = journey.shop?.synchronyPrequalAccept === '1';
  const button = m(prequal ? 'lenders.gemy.prequalButton' : 'lenders.gemy.formButton');
  // The consent line names Synchrony's own button; its prequal variant is a soft check (the sandbox pulls
  // softly), though GEMY is not one of the lenders §4 prequal lenders the engine submits a prequal to.
  const consentText = useMemo(() => {
    const consent = creditCheckConsent(APP_TYPE, 'application', {
      values: journey.values,
      appList: providersForResidentState(journey.appList, journey.values.STATE),
      results: journey.results,
    });
    return consentSentence(prequal ? { ...consent, creditCheck: 'soft' } : consent, button, m);
  }, [journey.values, journey.appList, journey.results, prequal, button, m]);

  const latest = useRef(journey);
  useEffect(() => {
    latest.current = journey;
  });
  const consentRef = useRef(consentText);
  useEffect(() => {
    consentRef.current = consentText;
  });

  const fail = (message: string | undefined) => {
    setError(message || t('lenders.gemy.error.default'));
    setStatus('error');
  };

  // On mount (lenders §4): the stored token and application, else a new token and application.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = latest.current;
    const existing = state.applications[APP_TYPE];
    // Back from the result: Synchrony has answered; nothing is created again.
    if (existing?.result) {
      goTo('result');
      return;
    }
    setStatus('loading');
    if (!state.selectedApps.includes(APP_TYPE)) dispatch({ type: 'selectApps', selectedApps: [APP_TYPE] });
    if (state.values.GEMY_TOKEN && existing) {
      setStatus('applying');
      return;
    }
    void (async () => {
      try {
        const shop = state.shop;
        const phone = state.values.MOBILE_PHONE ?? '';
        if (!state.consumerId || !shop) throw new GemyFailure(t('lenders.error.noConsumer'));
        const trackingId = newIdempotencyKey().slice(0, 16);
        let answer;
        try {
          answer = await generateGemyToken({
            phoneNumber: phone.replace(/\D/g, ''),
            acctId: shop.acctId ?? '',
            subId: shop.subId ?? '',
            trackingId,
            isPrequal: shop.synchronyPrequalAccept === '1',
            // Training: the 'Application Type' test SSN prefills Synchrony's form (decision 100).
            ...(state.mode === TRAINING_MODE && state.values.SSN ? { trainingSsn: state.values.SSN } : {}),
          });
        } catch (cause) {
          throw new GemyFailure(failureText(cause, t('lenders.gemy.error.occurred')));
        }
        if (!answer?.token) throw new GemyFailure(answer?.message || t('lenders.gemy.error.noToken'));
        const token = answer.token;
        dispatch({ type: 'setValues', values: { GEMY_TOKEN: token, TRACKING_ID: trackingId } });
        const created = await postSubmission({
          kind: 'application',
          tier: '1',
          appType: APP_TYPE,
          consumerId: state.consumerId,
          storeKeyId: String(shop.keyId),
          appData: { MOBILE_PHONE: phone, GEMY_TOKEN: token, TRACKING_ID: trackingId },
          selectedApps: [APP_TYPE],
          consentText: consentRef.current,
          idempotencyKey: newIdempotencyKey(),
        });
        if (!created?.applicationKeyId || !created.application) {
          throw new GemyFailure(t('lenders.gemy.error.occurredZero'));
        }
        dispatch({ type: 'applicationSaved', appCode: APP_TYPE, application: created.application });
        setStatus('applying');
      } catch (cause) {
        fail(failureText(cause, t('lenders.gemy.error.occurred')));
      }
    })();
    // Once per visit: what the effect dispatches is its own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // While applying: the form's message, from Synchrony's exact origin only.
  useEffect(() => {
    if (status !== 'applying' || !partnerOrigin) return;
    return listenToPartner(partnerOrigin, isGemyCompletion, (message) => {
      const state = latest.current;
      const stored = state.values.GEMY_TOKEN;
      const application = state.applications[APP_TYPE];
      if (!stored) return fail(t('lenders.gemy.error.noToken'));
      if (message.dsatoken !== stored) return fail(t('lenders.gemy.error.tokenMismatch'));
      if (!application || !state.consumerId) return fail(t('lenders.gemy.error.occurred'));
      setStatus('completed');
      fetchGemyStatus({
        gemyToken: stored,
        applicationKeyId: String(application.applicationKeyId),
        consumerId: String(state.consumerId),
      }).then(
        (answer) => {
          const recorded = answer?.application;
          if (!recorded?.result) return fail(t('lenders.gemy.error.unexpectedStatus'));
          dispatch({ type: 'setValues', values: gemyApplicantValues(answer.applicantInfo) });
          dispatch({ type: 'applicationSaved', appCode: APP_TYPE, application: recorded });
          setDecided(recorded);
        },
        (cause: unknown) => fail(failureText(cause, t('lenders.gemy.error.occurred'))),
      );
    });
    // The listener lives while applying; the journey is read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, partnerOrigin]);

  if (decided) return <GemyDecided application={decided} goNext={goNext} />;
  if (status === 'completed') return <LenderProcessingScreen lender={m('lender.GEMY.name')} />;

  if (status === 'error') {
    return (
      <Page title={m('title.applicationInformation')} heading={m('lenders.gemy.errorHeading')}>
        <p role="alert" className="notice">
          {error ?? m('lenders.gemy.error.default')}
        </p>
      </Page>
    );
  }

  const token = journey.values.GEMY_TOKEN;
  const showForm = status === 'applying' && partnerOrigin !== '' && token;
  return (
    <Page
      title={m('title.applicationInformation')}
      heading={m('lenders.gemy.heading')}
      lead={m('lenders.gemy.lead')}
      wide
    >
      {!showForm || !frameLoaded ? (
        <p role="status" className="loading-line">
          <span className="spinner" aria-hidden="true" /> {m('lenders.gemy.loading')}
        </p>
      ) : null}
      {showForm ? (
        <>
          <CreditCheckConsentLine text={consentText} />
          <iframe
            className="partner-frame"
            title={m('lenders.gemy.frameTitle')}
            src={gemyFormUrl(partnerOrigin, token)}
            onLoad={() => setFrameLoaded(true)}
            style={{ width: '100%', height: 1250, border: 0 }}
            // The form needs its own scripts and its own origin (to post to Synchrony); nothing else.
            sandbox="allow-scripts allow-forms allow-same-origin"
            referrerPolicy="no-referrer"
          />
        </>
      ) : null}
    </Page>
  );
}

/**
 * Synchrony has answered and our server recorded it: after a decline the server's next step first (lenders §4
 * "On DECLINED, if the next app supports prequal, its prequal is first submitted"; docs/decisions/140), then on.
 */
function GemyDecided({ application, goNext }: { application: ApplicationRecord; goNext: () => void }) {
  const submission = useLenderSubmission(APP_TYPE, { onSettled: () => goNext() });
  const { continueAfterDecline } = submission;
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    if (isDeclinedOrNotAccepted((application.result ?? undefined) as LenderResult | undefined)) {
      continueAfterDecline(application);
    } else goNext();
  }, [application, continueAfterDecline, goNext]);
  return <LenderProcessingScreen lender={submission.processingLender} />;
}
