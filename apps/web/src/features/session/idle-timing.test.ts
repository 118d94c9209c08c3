import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_TIMING, idleTimingFrom } from './idle-timing';

describe('idle timers', () => {
  it("default to the spec's 780000 / 900000 ms", () => {
    expect(DEFAULT_IDLE_TIMING).toEqual({ warningMs: 780_000, exitMs: 900_000 });
    expect(idleTimingFrom(undefined)).toEqual(DEFAULT_IDLE_TIMING);
  });

  it('take the client config when both values are usable', () => {
    expect(idleTimingFrom({ idleWarningMs: 5_000, idleExitMs: 8_000 })).toEqual({
      warningMs: 5_000,
      exitMs: 8_000,
    });
  });

  it('ignore missing, non-numeric or out-of-order values', () => {
    expect(idleTimingFrom({ idleWarningMs: 5_000 })).toEqual(DEFAULT_IDLE_TIMING);
    expect(idleTimingFrom({ idleWarningMs: '5000', idleExitMs: 8_000 })).toEqual(DEFAULT_IDLE_TIMING);
    expect(idleTimingFrom({ idleWarningMs: 9_000, idleExitMs: 8_000 })).toEqual(DEFAULT_IDLE_TIMING);
  });
});
