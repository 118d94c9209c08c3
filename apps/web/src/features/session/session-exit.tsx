import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { AlertDialog } from '../../components/ui/dialog';
import { useJourneyDispatch } from '../../stores/journey-store';

interface ExitState {
  resetJourney?: boolean;
  sessionEnded?: boolean;
}

/** Navigation state the session guard leaves on the base path when the journey exits. */
export function exitState(notice: boolean): ExitState {
  return { resetJourney: true, sessionEnded: notice };
}

/**
 * On the base path after an exit (spec §4 "Idle session": exit returns to the base path and resets): resets
 * the journey, and after an idle exit or a 401 shows the short 'Session Ended' notice. After such an exit the
 * shop and its link stay (decision 194): the consumer starts again at the shop they came from.
 */
export function SessionExit() {
  const m = useMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useJourneyDispatch();
  const state = location.state as ExitState | null;

  useEffect(() => {
    if (!state?.resetJourney) return;
    // The shop (and the link the consumer was texted) stays when the session ended by itself.
    dispatch({ type: 'reset', keepShop: state.sessionEnded === true });
    navigate(location.pathname, { replace: true, state: { sessionEnded: state.sessionEnded } });
  }, [dispatch, location.pathname, navigate, state]);

  return (
    <AlertDialog
      open={state?.sessionEnded === true}
      title={m('session.expiredTitle')}
      message={m('session.expiredText')}
      onClose={() => navigate(location.pathname, { replace: true, state: null })}
    />
  );
}
