// For the result page: after a refresh, an application whose lender has not answered yet (result null) is
// polled again each second until it has (lenders §9; contract "GET /api/v1/apps/app/{id}": "result present"
// is the stop rule). It never submits anything: the submission pages own that.
import { useEffect, useState } from 'react';
import { useJourneyStore } from '../../../stores/journey-store';
import { fetchApplication } from './lender-api';
import { POLL_INTERVAL_MS } from './use-lender-submission';

/** True while some stored application still waits for its lender. */
export function useApplicationPolling(): boolean {
  const [journey, dispatch] = useJourneyStore();
  const [round, setRound] = useState(0);
  const waiting = Object.entries(journey.results).filter(
    ([, application]) => application && (application.result === null || application.result === undefined),
  );
  const key = waiting.map(([code, a]) => `${code}:${String(a.applicationKeyId)}`).join(',');

  useEffect(() => {
    if (waiting.length === 0) return;
    let live = true;
    const timer = window.setTimeout(() => {
      const reads = waiting.map(([code, application]) =>
        fetchApplication(application.applicationKeyId).then((fresh) => {
          if (!live || fresh.result === null || fresh.result === undefined) return;
          dispatch({
            type: 'applicationSaved',
            appCode: code,
            application: fresh,
            // The last app stays the one applied to (an automatic prequal is in the background).
            background: journey.lastAppCode !== null && journey.lastAppCode !== code,
          });
        }),
      );
      // Still waiting (or a read failed): the next round a second later.
      void Promise.allSettled(reads).then(() => {
        if (live) setRound((n) => n + 1);
      });
    }, POLL_INTERVAL_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // `key` names the waiting applications and `round` counts the reads: one read per second each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, dispatch]);

  return waiting.length > 0;
}
