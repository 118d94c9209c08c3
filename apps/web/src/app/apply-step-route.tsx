// /apply/:stateId (and /fm-train/apply/:stateId): picks the step screen by page id, refuses a step the
// applicant may not reach yet (domain isPageAccessible → firstIncompletePage), and moves on with the
// domain's nextPage. Each screen is its own lazy chunk. No index-based stepper (GUIDE 2).
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useMessages } from '../i18n/messages';
import { AlertDialog } from '../components/ui/dialog';
import { RouteFallback } from '../components/ui/route-fallback';
import { SessionGuard } from '../features/session/session-guard';
import { DraftSync, draftPending } from '../features/drafts/draft-sync';
import { isDraftPage, saveDraftOnLeave, saveDraftStep } from '../features/drafts/draft-api';
import { ApiError } from '../lib/api-client';
import { useJourneyStore } from '../stores/journey-store';
import {
  firstIncompletePage,
  isPageAccessible,
  isPageComplete,
  isPageId,
  nextPage,
  toDomainJourney,
  type PageId,
} from '../lib/domain';
import { modeFromPath, paths } from '../lib/routes';
import type { StepProps } from '../lib/step-props';
import { NotFoundPage } from './not-found-page';
import { lazyWithTexts, preloadQuietly, type LazyWithTexts } from '../lib/lazy-with-texts';
import { SaveFailure } from '../features/drafts/save-failure';
import {
  lenderSteps,
  WebLendersContext,
  type WebLenderRegistry,
} from '../features/lenders/shared/web-lender';
import { WEB_LENDERS } from '../features/lenders/registry';
import { StepCounter, useJourneyProgress } from '../features/help/journey-progress';

type StepComponent = ComponentType<StepProps>;
const named = <K extends string>(loader: () => Promise<Record<K, StepComponent>>, key: K) =>
  lazyWithTexts(async () => (await loader())[key]);

const FormStep = named(() => import('../features/application-form/form-step-page'), 'FormStepPage');

/** The screens of the pages every journey shares; each lender's own pages come from its web lender module. */
const SHARED_STEPS = {
  'policy-content': named(() => import('../features/policy/policy-content-page'), 'PolicyContentPage'),
  'getting-started': named(
    () => import('../features/verification/getting-started-page'),
    'GettingStartedPage',
  ),
  'about-you': FormStep,
  resident: FormStep,
  financial: FormStep,
  email: FormStep,
  phone: FormStep,
  id: FormStep,
  ssn: FormStep,
  'coapp-select': FormStep,
  'coapp-about-you': FormStep,
  'coapp-resident': FormStep,
  'coapp-financial': FormStep,
  summary: named(() => import('../features/summary/summary-page'), 'SummaryPage'),
  'app-select': named(() => import('../features/app-select/app-select-page'), 'AppSelectPage'),
  'additional-financial': named(
    () => import('../features/lenders/shared/account-information-page'),
    'AccountInformationPage',
  ),
} satisfies Partial<Record<PageId, LazyWithTexts<StepProps>>>;

/**
 * The step table: the shared pages, the result page and every registered lender's pages. The result page comes
 * with the registered lenders' result views, so the view it shows is in when it first renders (decision 251).
 * Every page id of the domain has its screen (apply-step-table.test.ts).
 */
export function stepTable(lenders: WebLenderRegistry): Partial<Record<PageId, LazyWithTexts<StepProps>>> {
  const result = lazyWithTexts(async () => {
    const [{ ResultPage }] = await Promise.all([
      import('../features/result/result-page'),
      ...lenders.flatMap((lender) => (lender.result ? [preloadQuietly(lender.result)] : [])),
    ]);
    return ResultPage;
  });
  const lenderScreens = Object.entries(lenderSteps(lenders)).map(([pageId, step]) => [pageId, step.screen]);
  return { ...SHARED_STEPS, result, ...Object.fromEntries(lenderScreens) };
}

const STEPS = stepTable(WEB_LENDERS);

/**
 * Fetches a step's chunk ahead of its first render (decision 251). A step whose chunk is in renders in the pass
 * that reaches it: no loading line, and none of the 300 ms React holds back a screen that appears after one.
 */
export function preloadStep(pageId: string | undefined): Promise<void> {
  const step = pageId && isPageId(pageId) ? STEPS[pageId] : undefined;
  return step ? preloadQuietly(step) : Promise.resolve();
}

export function ApplyStepRoute() {
  const m = useMessages();
  const { stateId = '' } = useParams();
  const mode = modeFromPath(useLocation().pathname);
  const navigate = useNavigate();
  const [journey, dispatch] = useJourneyStore();
  const [advance, setAdvance] = useState(0);
  const [navError, setNavError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const progress = useJourneyProgress(stateId);
  const [saveFailed, setSaveFailed] = useState(false);
  // The next step's chunk is asked for as the move starts (decision 251). Between two steps the router's move is
  // a transition, so React keeps this step on screen until the next can show; after a verification the route
  // waits for the saved draft first, and the chunk arrives meanwhile instead of after it.
  const movingTo = useRef<Promise<void>>(Promise.resolve());
  const openStep = useCallback(
    (pageId: string) => {
      movingTo.current = preloadStep(pageId);
      navigate(paths.step(mode, pageId));
    },
    [mode, navigate],
  );
  const stepsReady = useCallback(
    (resumeAt: string | undefined) =>
      Promise.all([movingTo.current, preloadStep(resumeAt)]).then(() => undefined),
    [],
  );

  // Navigation runs after the store has applied what the step just dispatched.
  useEffect(() => {
    if (advance === 0) return;
    // The reset must happen here: navigation has to see the store after the step's dispatch committed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAdvance(0);
    const snapshot = journey;
    const move = () => {
      try {
        const state = toDomainJourney(snapshot, stateId);
        const back = snapshot.returnTo;
        if (back && back !== stateId && isPageId(back) && isPageAccessible(state, back)) {
          dispatch({ type: 'setReturnTo', pageId: null });
          openStep(back);
          return;
        }
        openStep(nextPage(state));
      } catch (error) {
        setNavError(error instanceof Error && error.message ? error.message : m('session.navigationError'));
      }
    };
    // Nothing typed is lost (docs/decisions/022): the step is saved on the server before moving on. A value
    // the server refuses (400) keeps the applicant here with its message; any other failure keeps them here
    // too, says so and offers a retry (decision 220): moving on unsaved left the server's draft behind the
    // screen, so every later save was refused as out of order and nothing said why.
    if (!snapshot.token || !snapshot.consumerId || !isDraftPage(stateId)) {
      move();
      return;
    }
    setSaving(true);
    setSaveFailed(false);
    saveDraftStep(stateId, snapshot).then(
      () => {
        setSaving(false);
        move();
      },
      (error: unknown) => {
        setSaving(false);
        if (error instanceof ApiError && error.status === 400) setNavError(error.message);
        else setSaveFailed(true);
      },
    );
  }, [advance, dispatch, journey, m, openStep, stateId]);

  // A refresh keeps the step's in-memory answers too, finished or not (docs/decisions/022 addendum).
  const latest = useRef(journey);
  useEffect(() => {
    latest.current = journey;
  });
  useEffect(() => {
    const onLeave = () => {
      const current = latest.current;
      if (!current.token || !current.consumerId || !isPageId(stateId)) return;
      const complete = isPageComplete(toDomainJourney(current, stateId), stateId);
      saveDraftOnLeave(stateId, current, current.token, complete);
    };
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, [stateId]);

  const goNext = useCallback(() => {
    if (isPageId(stateId)) dispatch({ type: 'completePage', pageId: stateId });
    setAdvance((n) => n + 1);
  }, [dispatch, stateId]);
  const goTo = useCallback(
    (pageId: string, options?: { returnHere?: boolean }) => {
      dispatch({ type: 'setReturnTo', pageId: options?.returnHere ? stateId : null });
      openStep(pageId);
    },
    [dispatch, openStep, stateId],
  );

  const Step = isPageId(stateId) ? STEPS[stateId] : undefined;
  if (!isPageId(stateId) || !Step) return <NotFoundPage />;
  // Without a shop there is no lender list to apply to: back to shop search.
  if (!journey.shop) return <Navigate to={paths.shopSearch(mode)} replace />;
  // The saved draft holds answers this browser does not (after a refresh, on another device): wait for it
  // rather than sending the applicant back to an earlier step.
  if (draftPending(journey)) {
    return (
      <>
        <RouteFallback />
        <DraftSync mode={mode} stepsReady={stepsReady} />
      </>
    );
  }
  const domainState = toDomainJourney(journey, stateId);
  // Results already given stay viewable, e.g. after a refresh dropped the SSN (never stored, decision 002),
  // which would otherwise make the financial page incomplete and the result page unreachable.
  const showingResults = stateId === 'result' && Object.keys(journey.applications).length > 0;
  if (advance === 0 && !showingResults && !isPageAccessible(domainState, stateId)) {
    return <Navigate to={paths.step(mode, firstIncompletePage(domainState))} replace />;
  }

  return (
    <>
      {progress ? <StepCounter progress={progress.progress} /> : null}
      <Suspense fallback={<RouteFallback />}>
        {/* The registered lenders: their parts of shared screens, their views on the result page. */}
        <WebLendersContext value={WEB_LENDERS}>
          <Step key={stateId} pageId={stateId} goNext={goNext} goTo={goTo} />
        </WebLendersContext>
        {saving ? (
          <p className="visually-hidden" role="status">
            {m('common.loading')}
          </p>
        ) : null}
        {saveFailed ? (
          <SaveFailure onRetry={() => setAdvance((n) => n + 1)} onDismiss={() => setSaveFailed(false)} />
        ) : null}
      </Suspense>
      <SessionGuard mode={mode} pageId={stateId} />
      <DraftSync mode={mode} stepsReady={stepsReady} />
      <AlertDialog
        open={navError !== undefined}
        title={m('session.navigationErrorTitle')}
        message={navError ?? ''}
        onClose={() => setNavError(undefined)}
      />
    </>
  );
}
