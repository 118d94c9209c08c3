import type { FastifyBaseLogger } from 'fastify';
import type { JourneyChange, JourneyFeed } from '../journey/journey-feed.js';
import type { LocationConsole } from './location-console.js';

/** Hears Server-Sent Events text for its board: one or more `event: journey` frames at a time. */
export type BoardListener = (frames: string) => void;

/**
 * How long changes wait to go out together (decision 165, bench/README.md). Every write to a stream is a
 * system call (~0.15 ms on the 2-core VM) and every row read a round trip to the database: with 200 boards,
 * one read per change and one write per board per change capped the server near 25 applications a second.
 */
export const BOARD_FLUSH_MS = 50;

/**
 * The live boards open on this instance (decision 165). One subscription to the journey feed per instance
 * (any instance's change reaches it by LISTEN/NOTIFY). Changed journeys are collected per location for
 * BOARD_FLUSH_MS, then their rows are read in one query, serialized once, and written to each open board of
 * the location in one write. A change arriving while rows are being read waits for the next flush, which
 * reads that journey again: the last row a board gets is the journey's state after its last change.
 */
export class BoardHub {
  private readonly boards = new Map<string, Set<BoardListener>>();
  private dirty = new Map<string, Set<string>>();
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly feed: JourneyFeed,
    private readonly locations: LocationConsole,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Opens a board of `shopKeyId`: `listener` hears the frames of its changed journeys; returns the close. */
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

  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.boards.clear();
    this.dirty.clear();
  }

  private changed(change: JourneyChange): void {
    if (!this.boards.has(change.shopKeyId)) return;
    let consumers = this.dirty.get(change.shopKeyId);
    if (!consumers) {
      consumers = new Set();
      this.dirty.set(change.shopKeyId, consumers);
    }
    consumers.add(change.consumerId);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.flushing || this.dirty.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch((error: unknown) => this.log.error({ err: error }, 'board rows could not be sent'));
    }, BOARD_FLUSH_MS);
  }

  private async flush(): Promise<void> {
    const batch = this.dirty;
    this.dirty = new Map();
    this.flushing = true;
    try {
      await Promise.all(
        [...batch].map(async ([shopKeyId, consumerIds]) => {
          if (!this.boards.has(shopKeyId)) return;
          const rows = await this.locations.boardRows(shopKeyId, [...consumerIds]);
          if (rows.length === 0) return;
          const text = rows.map((row) => `event: journey\ndata: ${JSON.stringify(row)}\n\n`).join('');
          for (const listener of this.boards.get(shopKeyId) ?? []) listener(text);
        }),
      );
    } finally {
      this.flushing = false;
      this.schedule();
    }
  }
}
