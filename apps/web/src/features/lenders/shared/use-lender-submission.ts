// Submitting to a lender (lenders §4 "Submission pages"; contract "Our API"):
// POST (Idempotency-Key per attempt) → store the application → poll GET every second (lenders §9; the client
// configuration's pollIntervalMs) while result is null → the page moves on. What happens after the decision is the server's (docs/decisions/140):
// when it sends the next lender's soft prequal by itself, this page only shows it (the processing screen
// names that lender) until the server's journey says it answered. A refresh resumes the polling (the stored
// application still has result null); a 409 ALREADY_APPLIED fetches the existing application instead of
// submitting again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { t, type MessageKey } from '../../../i18n/messages';
import { ApiError, errorText } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import type { ApplicationRecord } from '../../../lib/api-types';
import {
  isDeclinedOrNotAccepted,
  LENDERS,
  tierFor,
  type AppCode,
  type LenderResult,
} from '../../../lib/domain';
import { useJourneyStore, type JourneyState } from '../../../stores/journey-store';
import { TRAINING_MODE } from '../../../lib/routes';
import { submissionAppData, trainingResultChoices, trainingSsnValues } from '../../../lib/domain';
import { APPLICATION_TYPE_SUBMIT_DELAY_MS, askApplicationType } from '../../training/application-type';
import {
  answeredApplications,
  fetchApplication,
  fetchJourney,
  newIdempotencyKey,
  postSubmission,
  type QuickScreen,
  type SubmissionKind,
} from './lender-api';

const resultOf = (application: ApplicationRecord) =>
  (application.result ?? undefined) as LenderResult | undefined;

/** Consecutive failed status reads tolerated before the poll gives up (a network blip must not end it). */
const POLL_FAILURES_ALLOWED = 3;

export interface SubmitRequest {
  kind: SubmissionKind;
  /** The exact consent line shown above the button. */
  consentText: string;
  /** Accepting a prequal offer: the offer's historyId and orderId (lenders §4). */
  quickScreen?: QuickScreen;
}

export interface SubmissionError {
  title: string;
  message: string;
  /** The server's `fields` for a refused submit: which answer it refused (e.g. AFF's unchecked card). */
  fields?: Record<string, string>;
}

export interface LenderSubmissionOptions {
  /**
   * The lender answered (and the automatic prequal after a decline ran): move on. 'stay' keeps the page
   * and ends the processing screen (a prequal accepted shows the offer); otherwise the processing
   * screen stays until the navigation takes the page away, so the form never flashes back.
   */
  onSettled: (application: ApplicationRecord) => void | 'stay';
  /** The texts when there is no consumer id (a lender may have its own, lenders §4). */
  noConsumer?: { title: MessageKey; message: MessageKey };
  /**
   * What the journey keeps for this lender's own application (not for the automatic prequal after it).
   * A lender keeps its prequal offer with the application that accepts it (lenders §4 "uses the prequal result
   * if present"), so the review and offer pages stay complete while the lender answers.
   */
  storeAs?: (application: ApplicationRecord) => ApplicationRecord;
}

export interface LenderSubmission {
  /** Submitting or waiting for the lender: show the processing screen. */
  busy: boolean;
  /** The lender being waited for, named on the processing screen. */
  processingLender: string | undefined;
  error: SubmissionError | undefined;
  dismissError: () => void;
  submit: (request: SubmitRequest) => void;
  /**
   * After a decline the page told the server itself (a declined offer, DECLINED_OFFER; a decision in the
   * partner's own form): wait while the server's next step runs, then onSettled.
   */
  continueAfterDecline: (application: ApplicationRecord) => void;
}

const hasResult = (application: ApplicationRecord | undefined) =>
  application !== undefined && application.result !== null && application.result !== undefined;

function lenderName(code: string): string {
  return LENDERS[code as AppCode]?.name ?? code;
}

export function useLenderSubmission(appCode: AppCode, options: LenderSubmissionOptions): LenderSubmission {
  const [journey, dispatch] = useJourneyStore();
  const [busy, setBusy] = useState(false);
  const [processingLender, setProcessingLender] = useState<string>();
  const [error, setError] = useState<SubmissionError>();
  const { pollIntervalMs } = useClientConfig();

  const latest = useRef<JourneyState>(journey);
  const pollInterval = useRef(pollIntervalMs);
  const onSettledRef = useRef(options.onSettled);
  const storeAsRef = useRef(options.storeAs);
  useEffect(() => {
    latest.current = journey;
    pollInterval.current = pollIntervalMs;
    onSettledRef.current = options.onSettled;
    storeAsRef.current = options.storeAs;
  });
  /** The record the journey keeps for `code`: this lender's own goes through storeAs. */
  const stored = useCallback(
    (code: string, application: ApplicationRecord) =>
      code === appCode && storeAsRef.current ? storeAsRef.current(application) : application,
    [appCode],
  );
  const alive = useRef(true);
  const running = useRef(false);
  // One key per submit attempt; reused only when the last attempt got no answer (network failure), since
  // the server may have stored it (GUIDE 11). A used key is dropped, so Back + submit never re-sends it.
  const attemptKey = useRef<string | null>(null);

  const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

  /** Polls until the lender answered; undefined when the page went away meanwhile. */
  const pollUntilSettled = useCallback(
    async (
      code: string,
      application: ApplicationRecord,
      background = false,
    ): Promise<ApplicationRecord | undefined> => {
      let current = application;
      let failures = 0;
      while (!hasResult(current)) {
        await sleep(pollInterval.current);
        if (!alive.current) return undefined;
        try {
          current = await fetchApplication(current.applicationKeyId);
          failures = 0;
        } catch (cause) {
          failures += 1;
          if (failures > POLL_FAILURES_ALLOWED) throw cause;
        }
      }
      if (!alive.current) return undefined;
      dispatch({ type: 'applicationSaved', appCode: code, application: stored(code, current), background });
      return current;
    },
    [dispatch, stored],
  );

  /**
   * The server's next step after this lender's answer (docs/decisions/140): while it says a lender is deciding
   * (the automatic soft prequal the consumer agreed to), the processing screen names that lender and the page
   * reads the journey each second; then every application the server holds for this shop is kept.
   */
  const followJourney = useCallback(async () => {
    const shop = latest.current.shop;
    if (!shop) return;
    let failures = 0;
    for (;;) {
      let answer: Awaited<ReturnType<typeof fetchJourney>>;
      try {
        answer = await fetchJourney(String(shop.keyId));
        failures = 0;
      } catch (cause) {
        // The journey is extra information for this page: a network blip must not end it, a lasting one or
        // an answer that says no does.
        failures += 1;
        const answered = cause instanceof ApiError && cause.status !== 0;
        if (answered || failures > POLL_FAILURES_ALLOWED) return;
        await sleep(pollInterval.current);
        continue;
      }
      if (!alive.current) return;
      for (const application of answeredApplications(answer, appCode)) {
        dispatch({ type: 'applicationSaved', appCode: application.appType, application, background: true });
      }
      const step = answer.journey?.nextStep;
      if (step?.type !== 'waiting' || !step.appCode || step.appCode === appCode) return;
      setProcessingLender(lenderName(step.appCode));
      await sleep(pollInterval.current);
      if (!alive.current) return;
    }
  }, [appCode, dispatch]);

  const settle = useCallback((application: ApplicationRecord) => {
    if (onSettledRef.current(application) !== 'stay') return;
    running.current = false;
    setBusy(false);
    setProcessingLender(undefined);
  }, []);

  const finish = useCallback(
    async (application: ApplicationRecord) => {
      const settled = await pollUntilSettled(appCode, application);
      if (!settled) return;
      await followJourney();
      if (alive.current) settle(settled);
    },
    [appCode, followJourney, pollUntilSettled, settle],
  );

  const fail = useCallback((title: MessageKey, message: string, cause?: unknown) => {
    running.current = false;
    setBusy(false);
    setProcessingLender(undefined);
    const fields = cause instanceof ApiError ? cause.fields : undefined;
    setError({ title: t(title), message, ...(fields ? { fields } : {}) });
  }, []);

  const submitNow = useCallback(
    (request: SubmitRequest) => {
      if (running.current) return;
      const state = latest.current;
      if (!state.consumerId || !state.shop) {
        const texts = options.noConsumer ?? {
          title: 'lenders.error.applicationTitle',
          message: 'lenders.error.noConsumer',
        };
        setError({ title: t(texts.title), message: t(texts.message) });
        return;
      }
      running.current = true;
      attemptKey.current ??= newIdempotencyKey();
      setBusy(true);
      setProcessingLender(lenderName(appCode));
      const input = {
        kind: request.kind,
        tier: tierFor(appCode, state.appList as AppCode[]),
        appType: appCode,
        consumerId: state.consumerId,
        storeKeyId: String(state.shop.keyId),
        appData: submissionAppData(appCode, state.values),
        selectedApps: state.selectedApps.length ? state.selectedApps : [appCode],
        consentText: request.consentText,
        idempotencyKey: attemptKey.current,
        quickScreen: request.quickScreen,
      };
      void (async () => {
        let application: ApplicationRecord;
        try {
          const answer = await postSubmission(input);
          attemptKey.current = null;
          if (!answer?.applicationKeyId || !answer.application) {
            fail('lenders.error.submissionTitle', t('lenders.error.unknownSubmit'));
            return;
          }
          application = answer.application;
        } catch (cause) {
          // No answer (network) or the same key still being stored (409 CONFLICT): the next try reuses the
          // key, so the server answers it from its record instead of a second credit pull.
          const unknownOutcome =
            cause instanceof ApiError && (cause.status === 0 || cause.code === 'CONFLICT');
          if (!unknownOutcome) attemptKey.current = null;
          const existing =
            cause instanceof ApiError && cause.code === 'ALREADY_APPLIED'
              ? (cause.fields?.applicationKeyId ?? state.applications[appCode]?.applicationKeyId)
              : undefined;
          if (existing === undefined) {
            fail('lenders.error.submissionTitle', errorText(cause), cause);
            return;
          }
          // Already applied: show that application's result, never submit again.
          try {
            application = await fetchApplication(existing);
          } catch (readError) {
            fail('lenders.error.submissionTitle', errorText(readError));
            return;
          }
        }
        if (!alive.current) return;
        dispatch({ type: 'applicationSaved', appCode, application: stored(appCode, application) });
        try {
          await finish(application);
        } catch (pollError) {
          fail('lenders.error.submissionTitle', errorText(pollError));
        }
      })();
    },
    [appCode, dispatch, fail, finish, options.noConsumer, stored],
  );

  // Training (lenders §4): a lender's first submit asks which result to see, presets that result's test
  // SSN (SSN, confirm SSN, last four), and submits 250 ms after the popup closed.
  const asking = useRef(false);
  const submit = useCallback(
    (request: SubmitRequest) => {
      const state = latest.current;
      const choices = state.mode === TRAINING_MODE ? trainingResultChoices(appCode) : [];
      if (running.current || asking.current) return;
      if (choices.length === 0 || state.applications[appCode]) {
        submitNow(request);
        return;
      }
      asking.current = true;
      void askApplicationType(appCode, choices).then(async (choice) => {
        if (!choice) {
          asking.current = false;
          return;
        }
        dispatch({ type: 'setValues', values: trainingSsnValues(choice.ssn) });
        await sleep(APPLICATION_TYPE_SUBMIT_DELAY_MS);
        asking.current = false;
        if (alive.current) submitNow(request);
      });
    },
    [appCode, dispatch, submitNow],
  );

  const continueAfterDecline = useCallback(
    (application: ApplicationRecord) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      void followJourney().then(() => {
        if (alive.current) settle(application);
      });
    },
    [followJourney, settle],
  );

  // After a refresh (or coming back) while the lender is still answering: resume polling, never re-submit.
  useEffect(() => {
    alive.current = true;
    if (running.current) return;
    const state = latest.current;
    const own = state.applications[appCode];
    if (own && !hasResult(own)) {
      running.current = true;
      setBusy(true);
      setProcessingLender(lenderName(appCode));
      void finish(own).catch((pollError: unknown) =>
        fail('lenders.error.submissionTitle', errorText(pollError)),
      );
    } else if (own && isDeclinedOrNotAccepted(resultOf(own))) {
      // The refresh came while the server's next step ran (the automatic prequal after a decline): wait for
      // it as the page did before the refresh; nothing is submitted from a mere visit.
      running.current = true;
      setBusy(true);
      void followJourney().then(() => {
        if (alive.current) settle(own);
      });
    }
    return () => {
      alive.current = false;
    };
    // Once per page visit: the store's later changes are this hook's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    busy,
    processingLender,
    error,
    dismissError: () => setError(undefined),
    submit,
    continueAfterDecline,
  };
}
