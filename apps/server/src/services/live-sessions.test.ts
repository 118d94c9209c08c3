import { describe, expect, it } from 'vitest';
import { LiveSessions } from './live-sessions.js';

const SESSION = '0b7f9a52-7c55-4f2a-9f0e-3f2d7f3c1a10';
const OTHER = 'c1f0a0d4-1f55-4b8e-8a57-0a4b1f9d2e33';

function clocked(recheckMs = 5_000) {
  let now = 1_000_000;
  const live = new LiveSessions(recheckMs, () => now);
  return { live, advance: (ms: number) => (now += ms) };
}

// Decision 246: what an instance may answer from memory, and for how long.
describe('sessions found live a moment ago', () => {
  it('answers the same session, consumer and generation until the recheck interval is over', () => {
    const { live, advance } = clocked();
    expect(live.isLive(SESSION, 'consumer-1', 3)).toBe(false);
    live.remember(SESSION, 'consumer-1', 3);
    expect(live.isLive(SESSION, 'consumer-1', 3)).toBe(true);
    expect(live.isLive(SESSION, 'consumer-1', 2)).toBe(false);
    expect(live.isLive(SESSION, 'consumer-2', 3)).toBe(false);
    advance(4_999);
    expect(live.isLive(SESSION, 'consumer-1', 3)).toBe(true);
    advance(1);
    expect(live.isLive(SESSION, 'consumer-1', 3)).toBe(false);
  });

  it('an ended session is not remembered again by a check that read it before the end', () => {
    const { live, advance } = clocked();
    live.remember(SESSION, 'consumer-1', 3);
    live.forget(SESSION);
    expect(live.isLive(SESSION, 'consumer-1', 3)).toBe(false);
    live.remember(SESSION, 'consumer-1', 3);
    expect(live.isLive(SESSION, 'consumer-1', 3)).toBe(false);
    // The mark outlives any check that was in flight at the end, then goes.
    advance(5_000);
    live.remember(OTHER, 'consumer-2', 0);
    expect(live.size).toBe(1);
  });

  it('after a gap in the notifications nothing is answered from memory', () => {
    const { live } = clocked();
    live.remember(SESSION, 'consumer-1', 3);
    live.remember(OTHER, 'consumer-2', 0);
    live.forgetAll();
    expect(live.isLive(SESSION, 'consumer-1', 3)).toBe(false);
    expect(live.isLive(OTHER, 'consumer-2', 0)).toBe(false);
  });

  it('holds about one interval of sessions: older ones go as new ones come in', () => {
    const { live, advance } = clocked();
    for (let i = 0; i < 100; i++) live.remember(`s-${i}`, 'c', 0);
    advance(5_000);
    live.remember(SESSION, 'consumer-1', 3);
    expect(live.size).toBe(1);
  });

  it('with an interval of 0 nothing is answered from memory', () => {
    const { live } = clocked(0);
    live.remember(SESSION, 'consumer-1', 3);
    expect(live.isLive(SESSION, 'consumer-1', 3)).toBe(false);
  });
});
