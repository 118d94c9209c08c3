import { useLocation, useNavigate } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { AlertDialog } from '../../components/ui/dialog';

/** Navigation state the session guard leaves on the base path after an idle exit or a 401. */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

/** The short notice shown on the base path after the session ended (spec §4 "Idle session"). */
export function SessionEndedNotice() {
  const m = useMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { sessionEnded?: boolean } | null;
  return (
    <AlertDialog
      open={state?.sessionEnded === true}
      title={m('session.expiredTitle')}
      message={m('session.expiredText')}
      onClose={() => navigate(location.pathname, { replace: true, state: null })}
    />
  );
}
