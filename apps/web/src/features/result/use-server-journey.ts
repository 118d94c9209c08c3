// The result page reads the server's record of the journey (docs/decisions/140): once when it opens, then
// each second while the server says a lender is deciding (the automatic soft prequal after a decline, which
// runs whether or not a page is open). What it holds is kept in the store, and its next step names the lender
// the result offers. Without an answer (offline, an older server) the page shows what the store already has.
import { useEffect, useState } from 'react';
import type { CreditCheckRecord, JourneyAnswer } from '../../lib/api-types';
import { useJourneyStore } from '../../stores/journey-store';
import { answeredApplications, fetchJourney } from '../lenders/shared/lender-api';

/** Lenders §9 "application polling: 1 second". */
const JOURNEY_POLL_MS = 1000;

export type ServerJourney = NonNullable<JourneyAnswer['journey']>;

export function useServerJourney(): { server: ServerJourney | undefined; creditChecks: CreditCheckRecord[] } {
  const [journey, dispatch] = useJourneyStore();
  const shopKeyId = journey.shop ? String(journey.shop.keyId) : undefined;
  const [server, setServer] = useState<ServerJourney>();
  const [creditChecks, setCreditChecks] = useState<CreditCheckRecord[]>([]);
  const [round, setRound] = useState(0);
  const waiting = server?.nextStep?.type === 'waiting';

  useEffect(() => {
    if (!shopKeyId || (round > 0 && !waiting)) return;
    let live = true;
    const timer = window.setTimeout(
      () => {
        fetchJourney(shopKeyId).then(
          (answer) => {
            if (!live) return;
            for (const application of answeredApplications(answer)) {
              dispatch({
                type: 'applicationSaved',
                appCode: application.appType,
                application,
                background: true,
              });
            }
            if (answer.journey?.nextStep !== undefined) setServer(answer.journey);
            if (answer.creditChecks) setCreditChecks(answer.creditChecks);
            setRound((n) => n + 1);
          },
          // No answer: the page keeps what the store has; nothing here is needed to show a result.
          () => undefined,
        );
      },
      round === 0 ? 0 : JOURNEY_POLL_MS,
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [dispatch, round, shopKeyId, waiting]);

  return { server, creditChecks };
}
