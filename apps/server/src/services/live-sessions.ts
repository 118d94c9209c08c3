/**
 * The consumer sessions this instance found live in the database a moment ago (decision 246). A session's
 * record is checked and touched with one statement (decision 188); a phone waiting for a lender asks every
 * second, and that statement per call was most of the application path's slip. A session checked less than
 * `recheckMs` ago, with the same generation, is answered from here.
 *
 * How soon an end reaches an instance that holds the session:
 * - on the instance that ended it, at once (`forget`);
 * - on every other instance, when the end's notification arrives (journey-feed.ts, milliseconds);
 * - if a notification was lost (the listening connection dropped), the whole memory is dropped when it listens
 *   again, and in any case no entry outlives `recheckMs`.
 *
 * Only the current generation is remembered: a token of the generation before, within the grace of a refresh,
 * always asks the database. The idle limit is unaffected: an entry proves a call touched the record less than
 * `recheckMs` ago, and the record's last call lags the real one by at most that much.
 */
export const LIVE_SESSION_RECHECK_MS = 5_000;

interface LiveSession {
  consumerId: string;
  generation: number;
  checkedAt: number;
}

export class LiveSessions {
  private readonly sessions = new Map<string, LiveSession>();
  /**
   * Sessions ended a moment ago. A check that read the record just before the end was written can be answered
   * after the end was heard (two connections, no order between them); it must not remember the session.
   */
  private readonly ended = new Map<string, number>();

  constructor(
    private readonly recheckMs: number,
    private readonly nowMs: () => number,
  ) {}

  /** The record was found live at this generation, now. */
  remember(sessionId: string, consumerId: string, generation: number): void {
    this.sweep();
    if (this.ended.has(sessionId)) return;
    // Deleted first so the map's order stays the order of checks (the oldest are swept first).
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, { consumerId, generation, checkedAt: this.nowMs() });
  }

  /** True when the record was found live, at this generation and for this consumer, less than recheckMs ago. */
  isLive(sessionId: string, consumerId: string, generation: number): boolean {
    const session = this.sessions.get(sessionId);
    if (!session) return false;
    if (this.nowMs() - session.checkedAt >= this.recheckMs) {
      this.sessions.delete(sessionId);
      return false;
    }
    return session.consumerId === consumerId && session.generation === generation;
  }

  /** The session ended, here or on another instance. */
  forget(sessionId: string): void {
    this.sessions.delete(sessionId);
    this.ended.delete(sessionId);
    this.ended.set(sessionId, this.nowMs());
  }

  /** Ends may have been missed (the listening connection was lost): check every session again. */
  forgetAll(): void {
    this.sessions.clear();
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Entries past recheckMs are dropped as new ones come in, so the maps hold about one interval's sessions. */
  private sweep(): void {
    const stale = this.nowMs() - this.recheckMs;
    for (const [id, session] of this.sessions) {
      if (session.checkedAt > stale) break;
      this.sessions.delete(id);
    }
    for (const [id, endedAt] of this.ended) {
      if (endedAt > stale) break;
      this.ended.delete(id);
    }
  }
}
