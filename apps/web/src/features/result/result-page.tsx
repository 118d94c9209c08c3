// Result ('Text To Apply | Result', lenders §4 "Result screen (RESULT)"): shows the result of the last
// application with an outcome, chosen by code, in the view its lender registered (features/lenders/<code>/,
// shared/web-lender.ts). This page only picks the application, polls it while the lender is still answering,
// and hands each view the next lender a decline can offer.
import { useContext, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { AlertDialog } from '../../components/ui/dialog';
import { RetryAlert } from '../../components/ui/retry-alert';
import type { StepProps } from '../../lib/step-props';
import { useJourneyStore, type JourneyState } from '../../stores/journey-store';
import { api } from '../../lib/api-client';
import type { ApplicationRecord } from '../../lib/api-types';
import { useClientConfig } from '../../lib/client-config';
import {
  consumerOutcome,
  determineResult,
  DECLINED_OFFER,
  effectiveAppList,
  isSet,
  normaliseAppCode,
  toDomainJourney,
  type LenderResult,
} from '../../lib/domain';
import { ResultLayout } from '../lenders/shared/result-layout';
import { ApplicationErrorView, UnknownResultView } from '../lenders/shared/application-error-view';
import { StartOverButton } from '../lenders/shared/finish-buttons';
import { text } from '../lenders/shared/result-values';
import type { ResultViewProps } from '../lenders/shared/result-view-props';
import { useNextApplication } from '../lenders/shared/use-next-application';
import { JOURNEY_READ_RETRIES, useServerJourney } from './use-server-journey';
import { CreditChecksContext } from '../lenders/shared/credit-checks';
import { DeclineNoticeContext, type DeclinedApplication } from '../lenders/shared/decline-notice';
import { VersatileOfferContext } from '../lenders/shared/versatile-offer-context';
import { SkippedSoftChecksContext, skippedSoftChecksOf } from '../lenders/shared/skipped-soft-checks';
import { lenderShowing, WebLendersContext } from '../lenders/shared/web-lender';
function timeOf(application: ApplicationRecord): number {
  const time = application.createdAt ? Date.parse(application.createdAt) : NaN;
  return Number.isNaN(time) ? 0 : time;
}

/** An outcome: a decision, or a prequal decline (a prequal acceptance alone is not one, lenders §4). */
function hasOutcome(application: ApplicationRecord): boolean {
  const result = application.result as LenderResult | null | undefined;
  if (!result) return false;
  return determineResult(result) !== 'pending' || isSet(result.prequalResult?.declined);
}

/**
 * The last application: the one just submitted (lastAppCode), else — for a returning applicant whose
 * applications came with the verification — the newest one with an outcome (then the newest at all).
 */
export function lastApplication(journey: JourneyState): [string, ApplicationRecord] | undefined {
  const last = journey.lastAppCode;
  if (last && journey.applications[last]) return [last, journey.applications[last]];
  const entries = Object.entries(journey.applications);
  const decided = entries.filter(([, application]) => hasOutcome(application));
  const pool = decided.length > 0 ? decided : entries;
  return [...pool].sort(([, a], [, b]) => timeOf(a) - timeOf(b)).at(-1);
}

/**
 * A decline some lender made (an application's, or a prequal's). An offer the consumer turned down
 * (DECLINED_OFFER, decision 110) was nobody's decision: no notice comes for it.
 */
function isLenderDecline(application: ApplicationRecord): boolean {
  const result = (application.result ?? {}) as LenderResult;
  return (
    result.declined !== DECLINED_OFFER &&
    (application.status === 'd' ||
      (application.result != null && determineResult(result) === 'declined') ||
      isSet(result.prequalResult?.declined))
  );
}

/**
 * Every lender decline of the journey, oldest first (decisions 191, 265): the notice of an earlier lender's
 * decline stays under a later lender's result, its 'No Thanks' and a return visit.
 */
export function declinedApplications(
  journey: JourneyState,
  shownKey: string | undefined,
): DeclinedApplication[] {
  return Object.entries(journey.applications)
    .filter(([, application]) => isLenderDecline(application))
    .sort(([, a], [, b]) => timeOf(a) - timeOf(b))
    .flatMap(([key, application]) => {
      const appCode = normaliseAppCode(key);
      if (!appCode) return [];
      return [{ appCode, result: (application.result ?? {}) as LenderResult, onScreen: key === shownKey }];
    });
}

function errorMessageOf(result: LenderResult | null | undefined): string | undefined {
  if (!result) return undefined;
  return text(result.errorMessage) ?? text(result.customermessage) ?? text(result.errorResult);
}

export function ResultPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const next = useNextApplication();
  const serverJourney = useServerJourney();
  // Lenders §9 "application polling: 1 second" while the lender has not answered (result null).
  const { pollIntervalMs } = useClientConfig();
  const { server, creditChecks } = serverJourney;
  const last = lastApplication(journey);
  const [key, application] = last ?? [];
  const processing = application !== undefined && !application.result && application.status !== 'e';
  // Reads of the lender's answer that did not come back: tried again each second a few times, then shown.
  const [pollMisses, setPollMisses] = useState(0);
  const pollFailed = pollMisses > JOURNEY_READ_RETRIES;
  const lenders = useContext(WebLendersContext);

  // Contract: the web polls every second while result === null (the lender job has not finished). A read
  // that fails is tried again (it used to stop the polling for good, the spinner turning without end); after a
  // few in a row the page says so and offers a retry (decision 220).
  useEffect(() => {
    if (!processing || !application || !key || pollFailed) return;
    let live = true;
    const timer = window.setTimeout(() => {
      api
        .get<{ application: ApplicationRecord }>(
          `/api/v1/apps/app/${encodeURIComponent(String(application.applicationKeyId))}`,
        )
        .then(
          ({ application: fresh }) => {
            if (!live) return;
            setPollMisses(0);
            dispatch({ type: 'applicationSaved', appCode: key, application: fresh });
          },
          () => {
            if (live) setPollMisses((n) => n + 1);
          },
        );
    }, pollIntervalMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [application, dispatch, key, pollFailed, pollMisses, processing, pollIntervalMs]);

  const checkFailure =
    serverJourney.failed || pollFailed ? (
      <RetryAlert
        title={m('errors.checkFailedTitle')}
        message={m('errors.checkFailed')}
        onRetry={() => {
          setPollMisses(0);
          if (serverJourney.failed) serverJourney.retry();
        }}
      />
    ) : null;

  if (Object.keys(journey.applications).length === 0) {
    return (
      <ResultLayout heading={m('results.heading')}>
        <p>{m('results.none')}</p>
        <StartOverButton />
      </ResultLayout>
    );
  }
  const lender = key ? lenderShowing(lenders, key) : undefined;
  const View = lender?.result;
  if (!application || !lender || !View) return <UnknownResultView />;

  if (processing) {
    return (
      <ResultLayout heading={m('results.processingHeading')}>
        <p className="loading-line" role="status">
          <span className="spinner" aria-hidden="true" /> {m('processing.text')}
        </p>
        {checkFailure}
      </ResultLayout>
    );
  }

  // Lenders §2 "Result goes to … the first page of the next app" only while nothing is approved or referred.
  const domain = toDomainJourney(journey, 'result');
  const outcome = consumerOutcome(domain.results, effectiveAppList(domain), {
    phoneLocked: domain.phoneLocked === true,
  });
  // The server's next step names the lender to offer (decision 140); the same domain rule run here is the
  // fallback until (or unless) the server's record has been read.
  const serverOffer =
    server?.nextStep?.type === 'offer-next' ? normaliseAppCode(String(server.nextStep.appCode)) : undefined;
  const localOffer = outcome.approved || outcome.referred ? undefined : outcome.nextApp;
  const nextApp =
    serverOffer && effectiveAppList(domain).includes(serverOffer) && !outcome.approved && !outcome.referred
      ? serverOffer
      : localOffer;

  // The application shown is the last one: an error there is shown with the next lender still offered
  // (decision 140); an earlier lender's error does not hide a later lender's answer.
  const result = (application.result ?? {}) as LenderResult;
  const failed =
    !lender.showsOwnErrors &&
    (isSet(result.errorResult) || application.status === 'e' || determineResult(result) === 'error');
  const declined = declinedApplications(journey, key);
  if (failed) {
    return (
      <CreditChecksContext.Provider value={creditChecks}>
        <DeclineNoticeContext.Provider value={declined}>
          <SkippedSoftChecksContext.Provider value={skippedSoftChecksOf(server)}>
            <ApplicationErrorView
              message={errorMessageOf(application.result)}
              nextApp={nextApp}
              onNext={next.onNext}
            />
            {checkFailure}
          </SkippedSoftChecksContext.Provider>
        </DeclineNoticeContext.Provider>
      </CreditChecksContext.Provider>
    );
  }

  const props: ResultViewProps = {
    application,
    applicationKey: key!,
    result,
    nextApp,
    onNext: next.onNext,
    shop: journey.shop,
    values: journey.values,
    onContinue: goNext,
    goTo,
    events: server?.events,
  };
  // The offer a registered lender's earlier answer made words the button offering that lender next.
  const nextAppOffer = lenders
    .map((candidate) => candidate.nextAppButtonOffer?.(journey.applications[candidate.appCode]))
    .find((offer) => offer !== undefined);
  return (
    <CreditChecksContext.Provider value={creditChecks}>
      <DeclineNoticeContext.Provider value={declined}>
        <VersatileOfferContext.Provider value={nextAppOffer}>
          <SkippedSoftChecksContext.Provider value={skippedSoftChecksOf(server)}>
            <View {...props} />
            {checkFailure}
            <AlertDialog
              open={next.error !== undefined}
              title={m('session.navigationErrorTitle')}
              message={next.error ?? ''}
              onClose={next.dismissError}
            />
          </SkippedSoftChecksContext.Provider>
        </VersatileOfferContext.Provider>
      </DeclineNoticeContext.Provider>
    </CreditChecksContext.Provider>
  );
}
