// Session upkeep on the application steps (spec §4 "Idle session", §7 "refreshed on each navigation"):
// - each step change refreshes the token;
// - after idleWarningMs (13 min) a warning modal, after idleExitMs (15 min) the journey exits to the base path
//   and resets; any 401 (the server's 15-minute session is gone) exits the same way;
// - leaving the page mid-application asks first ('Leave application?'; browsers show their own wording).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { Dialog } from '../../components/ui/dialog';
import { api, endSession, getToken, onUnauthorized, setToken } from '../../lib/api-client';
import { clearPersistedJourney, useJourney } from '../../stores/journey-store';
import { paths, type Mode } from '../../lib/routes';
import { DEFAULT_IDLE_TIMING, loadIdleTiming, type IdleTiming } from './idle-timing';
import { exitState } from './session-exit';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * One refresh at a time (decision 252): a step change while one is under way asks for one more after it, sent
 * with the token that refresh returned. Sent at once, an older refresh could reach the server after a newer one
 * and present a token two generations back, which the server rightly refuses, ending the journey.
 */
let refreshing = false;
let refreshAgain = false;
/** A refresh that hangs is given up, so it cannot hold back the ones after it. */
const REFRESH_TIMEOUT_MS = 20_000;

function refreshToken(): void {
  if (!getToken()) return;
  if (refreshing) {
    refreshAgain = true;
    return;
  }
  refreshing = true;
  // A 401 reaches the guard through onUnauthorized; other failures leave the session as it is.
  void api
    .post<{ token?: string }>('/api/v1/apps/consumer/refresh-token', undefined, {
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    })
    .then((response) => {
      if (response?.token) setToken(response.token);
    })
    .catch(() => undefined)
    .finally(() => {
      refreshing = false;
      if (!refreshAgain) return;
      refreshAgain = false;
      refreshToken();
    });
}

export function SessionGuard({ mode, pageId }: { mode: Mode; pageId: string }) {
  const m = useMessages();
  const navigate = useNavigate();
  const journey = useJourney();
  const [warning, setWarning] = useState(false);
  const [exitAt, setExitAt] = useState(0);
  const [timing, setTiming] = useState<IdleTiming>(DEFAULT_IDLE_TIMING);
  const timers = useRef<number[]>([]);
  const active = journey.token !== null;
  const inProgress = journey.consumerId !== null && journey.lastAppCode === null;

  useEffect(() => {
    let live = true;
    void loadIdleTiming().then((loaded) => {
      if (live) setTiming(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    refreshToken();
  }, [pageId]);

  // The reset happens on arrival at the base path (SessionExit): resetting here first would let the step
  // route redirect the shop-less journey to shop search before the navigation lands.
  const exit = useCallback(
    (notice: boolean) => {
      setWarning(false);
      // After a 401 the server has ended it already; after the idle timer this ends it there too.
      endSession(notice ? 'idle' : 'sign-out');
      clearPersistedJourney();
      navigate(paths.landing(mode), { replace: true, state: exitState(notice) });
    },
    [mode, navigate],
  );

  useEffect(() => onUnauthorized(() => exit(true)), [exit]);

  const restart = useCallback(() => {
    for (const id of timers.current) window.clearTimeout(id);
    timers.current = [
      window.setTimeout(() => {
        setExitAt(Date.now() + timing.exitMs - timing.warningMs);
        setWarning(true);
      }, timing.warningMs),
      window.setTimeout(() => exit(true), timing.exitMs),
    ];
  }, [exit, timing]);

  const warningRef = useRef(false);
  useEffect(() => {
    warningRef.current = warning;
  }, [warning]);

  useEffect(() => {
    if (!active) return;
    restart();
    // While the warning is up, only its button counts as activity (and showing it must not restart the clock).
    const onActivity = () => {
      if (!warningRef.current) restart();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      for (const id of timers.current) window.clearTimeout(id);
    };
  }, [active, restart]);

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

  const stay = () => {
    setWarning(false);
    refreshToken();
    restart();
  };

  return (
    <Dialog
      open={warning}
      title={m('session.timeoutTitle')}
      onClose={stay}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => exit(false)}>
            {m('session.exit')}
          </button>
          <button type="button" className="button button-primary" data-autofocus onClick={stay}>
            {m('session.stay')}
          </button>
        </>
      }
    >
      <p>{m('session.timeoutText')}</p>
      {warning ? <ExitCountdown exitAt={exitAt} /> : null}
    </Dialog>
  );
}

/** What is left before the idle exit, m:ss, ticking each second (decision 220). */
function ExitCountdown({ exitAt }: { exitAt: number }) {
  const m = useMessages();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = Math.max(0, Math.ceil((exitAt - now) / 1000));
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  // Not a live region: a reader announcing every second would drown the dialog's own text.
  return <p className="session-countdown">{m('session.timeoutCountdown', { time })}</p>;
}
