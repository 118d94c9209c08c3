import type { FastifyBaseLogger } from 'fastify';
import type { JourneyChange, JourneyFeed } from '../journey/journey-feed.js';
import type { LocationBoard } from './location-board.js';

/** Hears Server-Sent Events text for its board: one or more `event: journey` frames at a time. */
export type BoardListener = (frames: string) => void;

/**
 * How long changes wait to go out together (decision 165, bench/README.md). Every write to a stream is a
 * system call (~0.15 ms on the 2-core VM) and every row read a round trip to the database: with 200 boards,
 * one read per change and one write per board per change capped the server near 25 applications a second.
 */
export const BOARD_FLUSH_MS = 50;

/** Rows one read brings at most (LocationBoard's limit): a full read means more are waiting. */
const ROWS_PER_READ = 500;

interface Frame {
  seq: number;
  text: string;
}

interface Board {
  listener: BoardListener;
  /** The number of the last row this board was sent (its stream's last event id). */
  lastSent: number;
  /** Until its own catch-up is written, the rows read for the shop wait here. */
  pending: Frame[] | undefined;
}

interface Shop {
  boards: Set<Board>;
  /** The shop's newest board number when its first board opened: where the shared reads start. */
  start: Promise<number>;
  /** The number of the last row read for the shop's boards. */
  position: number | undefined;
}

/** One row as a Server-Sent Event whose id is the row's board number (decision 288). */
function frameOf(seq: number, journey: unknown): Frame {
  return { seq, text: `id: ${seq}\nevent: journey\ndata: ${JSON.stringify(journey)}\n\n` };
}

/**
 * The live boards open on this instance (decisions 165, 288). One subscription to the journey feed per instance
 * (any instance's change reaches it by LISTEN/NOTIFY). A change marks its shop; every BOARD_FLUSH_MS the rows of
 * each marked shop numbered after the last one read are read in one query, serialized once, and written to each
 * open board of the shop in one write. Every row carries its board number as the event id, in the order of the
 * shop's commits: a board that reconnects (to this or another instance) with Last-Event-ID is first sent every
 * row numbered after it, so a restart, a lost connection or a lost LISTEN misses nothing, and a board is never
 * sent a number twice.
 */
export class BoardHub {
  private readonly shops = new Map<string, Shop>();
  private dirty = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly feed: JourneyFeed,
    private readonly locations: LocationBoard,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Opens a board of `shopKeyId`: `listener` hears the rows of its changed journeys, first those numbered after
   * `lastEventId` when the board resumes. Resolves with the close once the catch-up is written.
   */
  async open(shopKeyId: string, listener: BoardListener, lastEventId?: number): Promise<() => void> {
    if (!this.unsubscribe) {
      const changes = this.feed.subscribe((change) => this.changed(change));
      // Changes committed while the LISTEN connection was lost were not heard: every open shop reads again.
      const gaps = this.feed.subscribeToGaps(() => {
        for (const shopKeyId of this.shops.keys()) this.mark(shopKeyId);
      });
      this.unsubscribe = () => {
        changes();
        gaps();
      };
    }
    let shop = this.shops.get(shopKeyId);
    if (!shop) {
      const start = this.locations.boardSeqHead(shopKeyId);
      // A failed read fails the opening board (its close removes the shop); no unhandled rejection meanwhile.
      start.catch(() => undefined);
      shop = { boards: new Set(), start, position: undefined };
      this.shops.set(shopKeyId, shop);
    }
    const board: Board = { listener, lastSent: 0, pending: [] };
    shop.boards.add(board);
    const opened = shop;
    const close = () => {
      opened.boards.delete(board);
      if (opened.boards.size === 0 && this.shops.get(shopKeyId) === opened) this.shops.delete(shopKeyId);
    };
    try {
      // Read before the catch-up: the shared reads start at or before where the catch-up ends, so nothing
      // falls between them; what both bring is sent once (lastSent).
      const start = await shop.start;
      if (lastEventId === undefined) {
        board.lastSent = start;
      } else {
        board.lastSent = lastEventId;
        for (;;) {
          const rows = await this.locations.boardRowsAfter(shopKeyId, board.lastSent);
          // Written now, ahead of what the shared reads brought meanwhile (pending, sent after it).
          this.write(
            board,
            rows.map((row) => frameOf(row.seq, row.journey)),
          );
          if (rows.length < ROWS_PER_READ) break;
        }
      }
      const pending = board.pending ?? [];
      board.pending = undefined;
      this.write(board, pending);
    } catch (error) {
      close();
      throw error;
    }
    return close;
  }

  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.shops.clear();
    this.dirty.clear();
  }

  private changed(change: JourneyChange): void {
    this.mark(change.shopKeyId);
  }

  private mark(shopKeyId: string): void {
    if (!this.shops.has(shopKeyId)) return;
    this.dirty.add(shopKeyId);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.flushing || this.dirty.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch((error: unknown) => this.log.error({ err: error }, 'board rows could not be sent'));
    }, BOARD_FLUSH_MS);
  }

  /** A shared read's frames: written, or kept while the board's own catch-up is being read. */
  private send(board: Board, frames: Frame[]): void {
    if (board.pending) board.pending.push(...frames);
    else this.write(board, frames);
  }

  /** Writes the frames numbered after the board's last one, in one write. */
  private write(board: Board, frames: Frame[]): void {
    let text = '';
    for (const frame of frames) {
      if (frame.seq <= board.lastSent) continue;
      text += frame.text;
      board.lastSent = frame.seq;
    }
    if (text) board.listener(text);
  }

  private async flush(): Promise<void> {
    const batch = this.dirty;
    this.dirty = new Set();
    this.flushing = true;
    try {
      await Promise.all(
        [...batch].map(async (shopKeyId) => {
          const shop = this.shops.get(shopKeyId);
          if (!shop) return;
          try {
            shop.position ??= await shop.start;
            const rows = await this.locations.boardRowsAfter(shopKeyId, shop.position);
            if (rows.length === 0) return;
            shop.position = rows[rows.length - 1]!.seq;
            if (rows.length >= ROWS_PER_READ) this.dirty.add(shopKeyId);
            const frames = rows.map((row) => frameOf(row.seq, row.journey));
            for (const board of shop.boards) this.send(board, frames);
          } catch (error) {
            // Read again at the next change (or the LISTEN's return): the position did not move.
            this.log.error({ err: error }, 'board rows could not be read');
          }
        }),
      );
    } finally {
      this.flushing = false;
      this.schedule();
    }
  }
}
