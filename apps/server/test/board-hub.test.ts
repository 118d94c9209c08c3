import type { BoardJourney } from '@ttapply/domain/console';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { JourneyChange, JourneyFeed, JourneyListener } from '../src/journey/journey-feed.js';
import { BoardHub } from '../src/staff/board-hub.js';
import type { LocationBoard } from '../src/staff/location-board.js';

/**
 * A journey feed the test drives, and a console whose rows the test sets and whose reads it counts. Each change
 * numbers its row from one sequence, as the database's commit-time trigger does (decision 288).
 */
function harness() {
  const listeners = new Set<JourneyListener>();
  const gaps = new Set<() => void>();
  const feed = {
    subscribe(listener: JourneyListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeToGaps(listener: () => void) {
      gaps.add(listener);
      return () => gaps.delete(listener);
    },
  } as unknown as JourneyFeed;
  const rows = new Map<string, { seq: number; shopKeyId: string; stage: string }>();
  let seq = 0;
  const reads: number[] = [];
  let gate: Promise<void> | undefined;
  /** The next read waits until released (a slow catch-up read). */
  const holdNextRead = () => {
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    return () => release();
  };
  const locations = {
    async boardSeqHead(shopKeyId: string) {
      return Math.max(0, ...[...rows.values()].filter((r) => r.shopKeyId === shopKeyId).map((r) => r.seq));
    },
    async boardRowsAfter(shopKeyId: string, after: number) {
      reads.push(after);
      const held = gate;
      gate = undefined;
      await held;
      return [...rows]
        .filter(([, row]) => row.shopKeyId === shopKeyId && row.seq > after)
        .sort(([, a], [, b]) => a.seq - b.seq)
        .map(([consumerId, row]) => ({
          seq: row.seq,
          journey: { consumerId, shopKeyId, stage: row.stage } as BoardJourney,
        }));
    },
  } as unknown as LocationBoard;
  const log = { error() {} } as unknown as FastifyBaseLogger;
  const hub = new BoardHub(feed, locations, log);
  /** A committed change: the row gets the next number (silent: its NOTIFY was lost). */
  const commit = (consumerId: string, stage: string, shopKeyId = 'shop-a') =>
    rows.set(consumerId, { seq: ++seq, shopKeyId, stage });
  const emit = (change: Partial<JourneyChange>) => {
    for (const listener of listeners)
      listener({ shopKeyId: 'shop-a', consumerId: 'c1', stage: '', type: '', ...change });
  };
  const gap = () => {
    for (const listener of gaps) listener();
  };
  return { hub, commit, emit, gap, reads, listeners, holdNextRead };
}

/** A board that collects the events it was sent (id and journey), and waits for some. */
function board() {
  const seen: { id: number; consumerId: string; stage: string }[] = [];
  let wake: (() => void) | undefined;
  return {
    seen,
    listener: (frames: string) => {
      for (const frame of frames.split('\n\n').filter(Boolean)) {
        const match = /^id: (\d+)\nevent: journey\ndata: (.*)$/.exec(frame);
        expect(match).not.toBeNull();
        const journey = JSON.parse(match![2]!) as BoardJourney;
        seen.push({ id: Number(match![1]), consumerId: journey.consumerId, stage: journey.stage });
      }
      wake?.();
    },
    async until(ready: () => boolean) {
      while (!ready()) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

describe('the board hub', () => {
  it('reads the changes of a window once, and sends each board their latest rows numbered in order', async () => {
    const { hub, commit, emit, reads } = harness();
    const one = board();
    const two = board();
    await hub.open('shop-a', one.listener);
    await hub.open('shop-a', two.listener);
    commit('c1', 'link-sent');
    commit('c2', 'filling');
    emit({ consumerId: 'c1' });
    emit({ consumerId: 'c2' });
    commit('c1', 'phone-verified');
    emit({ consumerId: 'c1' });
    await one.until(() => one.seen.length >= 2);
    await two.until(() => two.seen.length >= 2);
    expect(reads).toEqual([0]);
    expect(one.seen).toEqual([
      { id: 2, consumerId: 'c2', stage: 'filling' },
      { id: 3, consumerId: 'c1', stage: 'phone-verified' },
    ]);
    expect(two.seen).toEqual(one.seen);
    hub.close();
  });

  it('resumes a board from its Last-Event-ID: every row numbered after it, then live ones, none twice', async () => {
    const { hub, commit, emit } = harness();
    const before = board();
    await hub.open('shop-a', before.listener);
    commit('c1', 'filling');
    emit({ consumerId: 'c1' });
    await before.until(() => before.seen.length >= 1);
    // The instance serving the board stops; meanwhile two journeys change and nobody hears it.
    commit('c2', 'submitted');
    commit('c1', 'decided');
    const again = board();
    await hub.open('shop-a', again.listener, before.seen.at(-1)!.id);
    expect(again.seen).toEqual([
      { id: 2, consumerId: 'c2', stage: 'submitted' },
      { id: 3, consumerId: 'c1', stage: 'decided' },
    ]);
    commit('c2', 'decided');
    emit({ consumerId: 'c2' });
    await again.until(() => again.seen.length >= 3);
    expect(again.seen.map((event) => event.id)).toEqual([2, 3, 4]);
    hub.close();
  });

  it('writes a resuming board its catch-up before what a shared read brought meanwhile', async () => {
    const { hub, commit, emit, holdNextRead } = harness();
    const first = board();
    await hub.open('shop-a', first.listener);
    commit('c1', 'filling');
    commit('c2', 'filling');
    commit('c3', 'filling');
    emit({ consumerId: 'c3' });
    await first.until(() => first.seen.length >= 3);
    // A board resumes after id 1; while its catch-up is being read, c1 changes and the shared read sends it.
    const release = holdNextRead();
    const resumed = board();
    const opening = hub.open('shop-a', resumed.listener, 1);
    commit('c1', 'submitted');
    emit({ consumerId: 'c1' });
    await first.until(() => first.seen.length >= 4);
    release();
    await opening;
    expect(resumed.seen.map((event) => event.id)).toEqual([2, 3, 4]);
    hub.close();
  });

  it('reads again what changed while the LISTEN connection was lost', async () => {
    const { hub, commit, gap } = harness();
    const a = board();
    await hub.open('shop-a', a.listener);
    commit('c1', 'filling'); // its NOTIFY went nowhere
    gap();
    await a.until(() => a.seen.length >= 1);
    expect(a.seen).toEqual([{ id: 1, consumerId: 'c1', stage: 'filling' }]);
    hub.close();
  });

  it('ignores other locations and stops on close', async () => {
    const { hub, commit, emit, reads, listeners } = harness();
    const a = board();
    const close = await hub.open('shop-a', a.listener);
    commit('elsewhere', 'filling', 'shop-b');
    emit({ shopKeyId: 'shop-b', consumerId: 'elsewhere' });
    commit('c3', 'filling');
    emit({ consumerId: 'c3' });
    await a.until(() => a.seen.length >= 1);
    expect(a.seen.map((j) => j.consumerId)).toEqual(['c3']);
    close();
    emit({ consumerId: 'c3' });
    expect(reads).toHaveLength(1); // no board of shop-a open: nothing read
    hub.close();
    expect(listeners.size).toBe(0);
  });
});
