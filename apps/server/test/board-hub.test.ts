import type { BoardJourney } from '@ttapply/domain/console';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { JourneyChange, JourneyFeed, JourneyListener } from '../src/journey/journey-feed.js';
import { BoardHub } from '../src/staff/board-hub.js';
import type { LocationConsole } from '../src/staff/location-console.js';

/** A journey feed the test drives, and a console whose rows the test sets and whose reads it counts. */
function harness() {
  const listeners = new Set<JourneyListener>();
  const feed = {
    subscribe(listener: JourneyListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as JourneyFeed;
  const stages = new Map<string, string>();
  const reads: string[][] = [];
  const locations = {
    async boardRows(shopKeyId: string, consumerIds: string[]) {
      reads.push([...consumerIds]);
      return consumerIds
        .filter((id) => stages.has(id))
        .map((id) => ({ consumerId: id, shopKeyId, stage: stages.get(id)! }) as BoardJourney);
    },
  } as unknown as LocationConsole;
  const log = { error() {} } as unknown as FastifyBaseLogger;
  const hub = new BoardHub(feed, locations, log);
  const emit = (change: Partial<JourneyChange>) => {
    for (const listener of listeners)
      listener({ shopKeyId: 'shop-a', consumerId: 'c1', stage: '', type: '', ...change });
  };
  return { hub, emit, stages, reads, listeners };
}

/** A board that collects the journeys it was sent, and waits for one. */
function board() {
  const seen: { consumerId: string; stage: string }[] = [];
  let wake: (() => void) | undefined;
  return {
    seen,
    listener: (frames: string) => {
      for (const frame of frames.split('\n\n').filter(Boolean)) {
        expect(frame.startsWith('event: journey\ndata: ')).toBe(true);
        seen.push(JSON.parse(frame.slice('event: journey\ndata: '.length)));
      }
      wake?.();
    },
    async until(ready: () => boolean) {
      while (!ready()) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

describe('the board hub', () => {
  it('reads the changed journeys of a window once, and sends each board their latest rows', async () => {
    const { hub, emit, stages, reads } = harness();
    const one = board();
    const two = board();
    hub.open('shop-a', one.listener);
    hub.open('shop-a', two.listener);
    stages.set('c1', 'link-sent');
    stages.set('c2', 'filling');
    emit({ consumerId: 'c1' });
    emit({ consumerId: 'c2' });
    stages.set('c1', 'phone-verified');
    emit({ consumerId: 'c1' });
    await one.until(() => one.seen.length >= 2);
    await two.until(() => two.seen.length >= 2);
    expect(reads).toEqual([['c1', 'c2']]);
    expect(one.seen).toEqual([
      { consumerId: 'c1', shopKeyId: 'shop-a', stage: 'phone-verified' },
      { consumerId: 'c2', shopKeyId: 'shop-a', stage: 'filling' },
    ]);
    expect(two.seen).toEqual(one.seen);
    hub.close();
  });

  it('ignores other locations, sends nothing for a row not on the live board, and stops on close', async () => {
    const { hub, emit, stages, reads, listeners } = harness();
    const a = board();
    const close = hub.open('shop-a', a.listener);
    emit({ shopKeyId: 'shop-b', consumerId: 'elsewhere' });
    emit({ consumerId: 'training' }); // boardRows leaves it out, as it does training journeys
    stages.set('c3', 'filling');
    emit({ consumerId: 'c3' });
    await a.until(() => a.seen.length >= 1);
    expect(a.seen.map((j) => j.consumerId)).toEqual(['c3']);
    expect(reads.flat()).not.toContain('elsewhere');
    close();
    emit({ consumerId: 'c3' });
    expect(reads).toHaveLength(1); // no board of shop-a open: nothing read
    hub.close();
    expect(listeners.size).toBe(0);
  });
});
