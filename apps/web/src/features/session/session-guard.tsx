// Session upkeep on the application steps (spec §4 "Idle session", §7 "refreshed on each navigation"):
// - each step change refreshes the token (a 401 means the 15-minute session is gone);
// - after 13 idle minutes a warning modal, after 15 the journey exits to the base path and resets;
// - leaving the page mid-application asks first ('Leave application?'; browsers show their own wording).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { Dialog } from '../../components/ui/dialog';
import { api, ApiError, getToken, setToken } from '../../lib/api-client';
import { useJourneyStore } from '../../stores/journey-store';
import { paths, type Mode } from '../../app/routes';

/** Spec §9: idle warning 780000 ms, exit 900000 ms. */
export const IDLE_WARNING_MS = 780_000;
export const IDLE_EXIT_MS = 900_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

function refreshToken(): void {
  if (!getToken()) return;
  api
    .post<{ token?: string }>('/api/v1/apps/consumer/refresh-token')
    .then((response) => {
      if (response?.token) setToken(response.token);
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setToken(null);
    });
}

export function SessionGuard({ mode, pageId }: { mode: Mode; pageId: string }) {
  const m = useMessages();
  const navigate = useNavigate();
  const [journey, dispatch] = useJourneyStore();
  const [warning, setWarning] = useState(false);
  const timers = useRef<number[]>([]);
  const active = journey.token !== null;
  const inProgress = journey.consumerId !== null && journey.lastAppCode === null;

  useEffect(() => {
    refreshToken();
  }, [pageId]);

  const exit = useCallback(() => {
    setWarning(false);
    setToken(null);
    dispatch({ type: 'reset', mode });
    navigate(paths.landing(mode), { replace: true });
  }, [dispatch, mode, navigate]);

  const restart = useCallback(() => {
    for (const id of timers.current) window.clearTimeout(id);
    timers.current = [
      window.setTimeout(() => setWarning(true), IDLE_WARNING_MS),
      window.setTimeout(exit, IDLE_EXIT_MS),
    ];
  }, [exit]);

  useEffect(() => {
    if (!active) return;
    restart();
    // While the warning is up, only its button counts as activity.
    const onActivity = () => {
      if (!warning) restart();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      for (const id of timers.current) window.clearTimeout(id);
    };
  }, [active, restart, warning]);

  useEffect(() => {
    if (!inProgress) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = m('session.leave');
      return m('session.leave');
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [inProgress, m]);

  return (
    <Dialog
      open={warning}
      title={m('session.timeoutTitle')}
      onClose={() => {
        setWarning(false);
        refreshToken();
        restart();
      }}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={exit}>
            {m('session.exit')}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            onClick={() => {
              setWarning(false);
              refreshToken();
              restart();
            }}
          >
            {m('session.stay')}
          </button>
        </>
      }
    >
      <p>{m('session.timeoutText')}</p>
    </Dialog>
  );
}
