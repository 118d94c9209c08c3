import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../src/state/bounded-map.js';
import { PullCounter } from '../src/state/pull-counter.js';
import { Behaviours } from '../src/state/behaviours.js';

describe('bounded in-memory state', () => {
  it('BoundedMap drops the least recently used entry and reports it', () => {
    const evicted: string[] = [];
    const map = new BoundedMap<string, number>(2, (key) => evicted.push(key));
    map.set('a', 1);
    map.set('b', 2);
    map.get('a'); // a is now the most recent
    map.set('c', 3);
    expect(evicted).toEqual(['b']);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.size).toBe(2);
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });

  it('PullCounter keeps at most its capacity of lender + SSN counters', () => {
    const counter = new PullCounter(100);
    for (let i = 0; i < 1000; i++) counter.pull('CFNA', String(100000000 + i), 'hard');
    expect(counter.get('CFNA', '100000999').hard).toBe(1);
    expect(counter.get('CFNA', '100000000').hard).toBe(0);
  });

  it("Behaviours: 'times' runs out, 'normal' without times clears, a lender's own setting wins over '*'", () => {
    const behaviours = new Behaviours();
    behaviours.set('*', { mode: 'error' });
    behaviours.set('CFNA', { mode: 'slow', delayMs: 10, remaining: 1 });
    expect(behaviours.peek('CFNA')?.mode).toBe('slow');
    expect(behaviours.peek('GEMY')?.mode).toBe('error');
    behaviours.use('CFNA');
    expect(behaviours.peek('CFNA')?.mode).toBe('error');
    behaviours.set('*', { mode: 'normal' });
    expect(behaviours.peek('CFNA')).toBeUndefined();
  });
});
