import { describe, expect, it } from 'vitest';
import { SLOWEST_SHOWN, slowestTestsReport } from './slowest-tests.js';

describe('slowestTestsReport', () => {
  it('lists the ten slowest tests of each suite, slowest first', () => {
    const tests = Array.from({ length: 12 }, (_, i) => ({
      suite: 'server',
      name: `t${i}`,
      durationMs: i * 1000,
    }));
    tests.push({ suite: 'domain', name: 'quick', durationMs: 40 });
    const lines = slowestTestsReport(tests).trim().split('\n');
    expect(lines[0]).toBe('Slowest 1 tests of domain:');
    const server = lines.slice(lines.indexOf(`Slowest ${SLOWEST_SHOWN} tests of server:`) + 1);
    expect(server).toHaveLength(SLOWEST_SHOWN);
    expect(server[0]).toMatch(/11\.0 s {2}t11$/);
    expect(server.at(-1)).toMatch(/2\.0 s {2}t2$/);
  });

  it('prints nothing when no test ran', () => {
    expect(slowestTestsReport([])).toBe('');
  });
});
