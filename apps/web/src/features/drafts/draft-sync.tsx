// Loads the server-saved draft once per page load after the phone is verified (nothing typed is lost,
// docs/decisions/022). On a refresh the step stays where it was and the answers kept only in memory (SSN, ID
// number, date of birth) come back; after a fresh verification, on this or another device, the journey
// resumes at the draft's step. The values stay in memory: the store never writes sensitive ones to web
// storage.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths, type Mode } from '../../lib/routes';
import { isPageId } from '../../lib/domain';
import { useJourneyStore, type JourneyState } from '../../stores/journey-store';
import { loadDraft, saveDraft } from './draft-api';

/** A verified session whose draft is not in memory yet: steps wait for it instead of redirecting. */
export function draftPending(journey: JourneyState): boolean {
  return (
    Boolean(journey.token && journey.consumerId && journey.phoneLocked) && journey.draftStatus !== 'loaded'
  );
}

// Pages a resumed session would not jump to: the draft's start pages come before the verified phone.
const NOT_RESUMED = new Set(['policy-content', 'getting-started']);

/**
 * `stepsReady` resolves once the code of the step the journey is moving to, and of `resumeAt` when given, is in:
 * the loaded draft is shown only then, so the step appears where the loading line was, never behind React's own
 * fallback, which it holds on screen for 300 ms (decision 251).
 */
export function DraftSync({
  mode,
  stepsReady,
}: {
  mode: Mode;
  stepsReady: (resumeAt: string | undefined) => Promise<void>;
}) {
  const [journey, dispatch] = useJourneyStore();
  const navigate = useNavigate();
  const shouldLoad = draftPending(journey) && journey.draftStatus === 'idle';

  useEffect(() => {
    if (!shouldLoad) return;
    dispatch({ type: 'draftLoading' });
    const snapshot = journey;
    void (async () => {
      try {
        const draft = await loadDraft();
        // The policy was agreed before the phone was verified: record it before any later step is saved.
        if (!draft.completedPages.includes('policy-content') && snapshot.policyAgreed) {
          await saveDraft('policy-content', snapshot).catch(() => undefined);
        }
        // Half-typed answers of an unfinished page (decision 022 addendum) are newer than its saved ones.
        const values = { ...draft.values, ...(draft.partialValues ?? {}) };
        // The store holds the domain's page ids only (decision 150).
        const completedPages = draft.completedPages.filter(isPageId);
        // Lenders §2: a returning applicant with results goes to the result ("getting started … to result if any
        // result exists"), which offers the next lender; the draft's step would offer the same lender again.
        const hasResults = Object.keys(snapshot.applications).length > 0;
        const resumeAt =
          snapshot.resumeDraft &&
          !hasResults &&
          isPageId(draft.currentPage) &&
          !NOT_RESUMED.has(draft.currentPage)
            ? draft.currentPage
            : undefined;
        await stepsReady(resumeAt);
        dispatch({ type: 'draftLoaded', values, completedPages });
        if (resumeAt) navigate(paths.step(mode, resumeAt), { replace: true });
      } catch {
        // Without a draft the journey goes on from what this browser holds.
        dispatch({ type: 'draftLoaded' });
      }
    })();
    // Runs once per idle → loading transition; the snapshot is the journey at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldLoad]);

  return null;
}
