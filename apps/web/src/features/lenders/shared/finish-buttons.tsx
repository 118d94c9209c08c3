// Every end screen offers a way on (lenders §4 "Result screen"): after an approval the applicant is done at
// the counter; with nothing left to apply for, a new application starts from the beginning. Both end the
// session the same way the idle exit does (applicant-journey §4: exit returns to the base path and resets).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../../i18n/messages';
import { endSession } from '../../../lib/api-client';
import { modeFromPath, paths } from '../../../lib/routes';
import { clearPersistedJourney } from '../../../stores/journey-store';
import { exitState } from '../../session/session-exit';

/** Ends the journey: clears the session and the stored journey, back to the landing page. */
export function useFinishJourney(): () => void {
  const navigate = useNavigate();
  const mode = modeFromPath(useLocation().pathname);
  return useCallback(() => {
    endSession('done');
    clearPersistedJourney();
    navigate(paths.landing(mode), { replace: true, state: exitState(false) });
  }, [mode, navigate]);
}

/** Approval end: 'Show your phone to the sales associate', then Done. */
export function ApprovedFinish({ showPhone = true }: { showPhone?: boolean }) {
  const m = useMessages();
  const finish = useFinishJourney();
  return (
    <>
      {showPhone ? <p className="notice">{m('results.showPhone')}</p> : null}
      <p>{m('results.doneHint')}</p>
      <button type="button" className="button button-secondary button-block" onClick={finish}>
        {m('results.done')}
      </button>
    </>
  );
}

/** 'Start a New Application': back to the start with a fresh journey. */
export function StartOverButton() {
  const m = useMessages();
  const finish = useFinishJourney();
  return (
    <button type="button" className="button button-secondary button-block" onClick={finish}>
      {m('results.startOver')}
    </button>
  );
}

/** Nothing left to apply for: what happens next and a way back to the start. */
export function NoMoreOptions() {
  const m = useMessages();
  return (
    <>
      <p>{m('results.noMoreOptions')}</p>
      <StartOverButton />
    </>
  );
}
