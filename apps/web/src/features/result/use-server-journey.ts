// The result page reads the server's record of the journey (docs/decisions/140): once when it opens, then
// each second while the server says a lender is deciding (the automatic soft prequal after a decline, which
// runs whether or not a page is open). What it holds is kept in the store, and its next step names the lender
// the result offers. A read that does not come back is tried again a few times (a network blip must not show
// an error); after that, or when the server answers with an error, the page says so and offers a retry
// instead of going on with what the store has (decision 220, issue item 7: after Concora's 'No Thanks' a
// failed read left the consumer looking at a next step the server might not have taken).
import { useCallback, useEffect, useState } from 'react';
import type { CreditCheckRecord, JourneyAnswer } from '../../lib/api-types';
import { ApiError } from '../../lib/api-client';
import { useClientConfig } from '../../lib/client-config';
import { useJourneyStore } from '../../stores/journey-store';
import { answeredApplications, fetchJourney } from '../lenders/shared/lender-api';

/** Consecutive reads without an answer (network) tried again before the page says it could not check. */
export const JOURNEY_READ_RETRIES = 3;

export type ServerJourney = NonNullable<JourneyAnswer['journey']>;

export interface ServerJourneyState {
  server: ServerJourney | undefined;
  creditChecks: CreditCheckRecord[];
  /** The journey could not be read: the page shows it with a retry. */
  failed: boolean;
  retry: () => void;
}

export function useServerJourney(): ServerJourneyState {
  const [journey, dispatch] = useJourneyStore();
  const shopKeyId = journey.shop ? String(journey.shop.keyId) : undefined;
  const [server, setServer] = useState<ServerJourney>();
  const [creditChecks, setCreditChecks] = useState<CreditCheckRecord[]>([]);
  const [round, setRound] = useState(0);
  const [misses, setMisses] = useState(0);
  const [failed, setFailed] = useState(false);
  const waiting = server?.nextStep?.type === 'waiting';
  // Lenders §9 "application polling: 1 second", from the client configuration.
  const { pollIntervalMs } = useClientConfig();

  useEffect(() => {
    if (!shopKeyId || failed || (round > 0 && !waiting && misses === 0)) return;
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
            setMisses(0);
            setRound((n) => n + 1);
          },
          (cause: unknown) => {
            if (!live) return;
            // No answer at all (status 0) is tried again; an answer that says no, or a lasting silence, is shown.
            const answered = cause instanceof ApiError && cause.status !== 0;
            if (answered || misses + 1 > JOURNEY_READ_RETRIES) setFailed(true);
            else setMisses((n) => n + 1);
          },
        );
      },
      round === 0 && misses === 0 ? 0 : pollIntervalMs,
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [dispatch, failed, misses, round, shopKeyId, waiting, pollIntervalMs]);

  const retry = useCallback(() => {
    setMisses(0);
    setFailed(false);
    // Read again at once, whether or not a lender was being waited for.
    setRound(0);
  }, []);

  return { server, creditChecks, failed, retry };
}
