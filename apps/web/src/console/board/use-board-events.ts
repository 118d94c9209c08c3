// The board's live feed (docs/console-api.md): `event: journey` carries a BoardJourney whenever a journey of the
// location changes. EventSource reconnects by itself after a dropped connection; what changed while it was
// away is not replayed, so after a reconnect the caller reloads the board (onReconnected).
import { useEffect, useRef, useState } from 'react';
import { boardJourneySchema, type BoardJourney } from '@ttapply/domain/console';
import { STAFF_API } from '../console-api-client';

/** 'signed-out': the server ended the stream because the session idled out or was ended (no reconnecting). */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'signed-out';

/** If the browser gives up (the server answered an error, readyState CLOSED), a fresh try after this long. */
const RETRY_AFTER_MS = 5_000;

export function useBoardEvents(
  shopKeyId: string,
  onJourney: (journey: BoardJourney) => void,
  onReconnected: () => void,
): LiveStatus {
  // The status belongs to the location it was seen for: a new location starts at "Connecting…".
  const [seen, setSeen] = useState<{ shopKeyId: string; status: LiveStatus }>({
    shopKeyId,
    status: 'connecting',
  });
  const handlers = useRef({ onJourney, onReconnected });
  useEffect(() => {
    handlers.current = { onJourney, onReconnected };
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let everOpen = false;
    let closed = false;

    const setStatus = (status: LiveStatus) => setSeen({ shopKeyId, status });
    const connect = () => {
      source = new EventSource(`${STAFF_API}/locations/${encodeURIComponent(shopKeyId)}/board/events`, {
        withCredentials: true,
      });
      source.addEventListener('open', () => {
        setStatus('live');
        if (everOpen) handlers.current.onReconnected();
        everOpen = true;
      });
      source.addEventListener('journey', (event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        const parsed = boardJourneySchema.safeParse(data);
        if (parsed.success && parsed.data.shopKeyId === shopKeyId) handlers.current.onJourney(parsed.data);
      });
      source.addEventListener('signed-out', () => {
        closed = true;
        source?.close();
        setStatus('signed-out');
      });
      source.addEventListener('error', () => {
        if (closed) return;
        setStatus('reconnecting');
        if (source?.readyState === 2 /* CLOSED */ && !closed) {
          source.close();
          retry = setTimeout(connect, RETRY_AFTER_MS);
        }
      });
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [shopKeyId]);

  return seen.shopKeyId === shopKeyId ? seen.status : 'connecting';
}

/** Puts a changed journey in its place: replaced when known, added when new; newest first by start. */
export function mergeJourney(rows: BoardJourney[], journey: BoardJourney): BoardJourney[] {
  const others = rows.filter((row) => row.consumerId !== journey.consumerId);
  return [...others, journey].sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
}

/**
 * The rows to show: the board as loaded, with every live event on top unless the loaded row is newer. The
 * EventSource opens while the board is still loading, so an event can arrive before the GET's answer, which
 * may be older than it; the answer must not undo it.
 */
export function combineBoard(
  loaded: BoardJourney[] | null,
  live: readonly BoardJourney[],
): BoardJourney[] | null {
  if (loaded === null) return null;
  return live.reduce((rows, journey) => {
    const known = rows.find((row) => row.consumerId === journey.consumerId);
    return known && Date.parse(known.lastStepAt) > Date.parse(journey.lastStepAt)
      ? rows
      : mergeJourney(rows, journey);
  }, loaded);
}
