import type { BoardJourney } from '@ttapply/domain/console';
import type { FastifyBaseLogger } from 'fastify';
import type { JourneyChange, JourneyFeed } from '../journey/journey-feed.js';
import type { LocationConsole } from './location-console.js';

export type BoardListener = (journey: BoardJourney) => void;

/**
 * The live boards open on this instance (decision 165). One subscription to the journey
 * feed per instance (any instance's change reaches it by LISTEN/NOTIFY), and one board row read per changed
 * journey however many boards of that location are open: 200 boards of one shop cost one query per change,
 * not 200. Changes to a journey arriving while its row is being read are folded into one more read, so the
 * last row sent is the journey's latest state.
 */
export class BoardHub {
  private readonly boards = new Map<string, Set<BoardListener>>();
  private readonly reading = new Map<string, { again: boolean }>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly feed: JourneyFeed,
    private readonly locations: LocationConsole,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Opens a board of `shopKeyId`: `listener` hears each changed journey's row; returns the close. */
  open(shopKeyId: string, listener: BoardListener): () => void {
    this.unsubscribe ??= this.feed.subscribe((change) => this.changed(change));
    let listeners = this.boards.get(shopKeyId);
    if (!listeners) {
      listeners = new Set();
      this.boards.set(shopKeyId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.boards.delete(shopKeyId);
    };
  }

  /** Boards open on this instance (for the bench and tests). */
  get openBoards(): number {
    let n = 0;
    for (const listeners of this.boards.values()) n += listeners.size;
    return n;
  }

  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.boards.clear();
  }

  private changed(change: JourneyChange): void {
    if (!this.boards.has(change.shopKeyId)) return;
    const key = `${change.shopKeyId}:${change.consumerId}`;
    const inFlight = this.reading.get(key);
    if (inFlight) {
      inFlight.again = true;
      return;
    }
    const state = { again: false };
    this.reading.set(key, state);
    const read = async (): Promise<void> => {
      do {
        state.again = false;
        const row = await this.locations.boardRow(change.shopKeyId, change.consumerId);
        if (!row) continue;
        for (const listener of this.boards.get(change.shopKeyId) ?? []) listener(row);
      } while (state.again);
    };
    read()
      .catch((error: unknown) => this.log.error({ err: error }, 'board row could not be read'))
      .finally(() => this.reading.delete(key));
  }
}
