import { describe, expect, it } from 'vitest';
import { AIMS, verdictOf } from './aims.js';
import { formatSummary, summaryRows } from './summary.js';

const search = (database: string, ratio: number, p99Ms: number, failed = 0) => ({
  target: 'shop search',
  database,
  ratio,
  p99Ms,
  non2xx: failed,
  errors: 0,
  timeouts: 0,
});

describe('verdictOf', () => {
  it('passes a figure at its bound and misses one past it, for upper and lower bounds', () => {
    expect(verdictOf(AIMS.landingScript, 90)).toBe('PASS');
    expect(verdictOf(AIMS.landingScript, 90.1)).toBe('MISS');
    expect(verdictOf(AIMS.postgresShare, 60)).toBe('PASS');
    expect(verdictOf(AIMS.postgresShare, 59)).toBe('MISS');
  });

  it('never passes a figure that was not measured', () => {
    expect(verdictOf(AIMS.landingLcp, undefined)).toBe('not measured');
    expect(verdictOf(AIMS.landingLcp, Number.NaN)).toBe('not measured');
  });
});

describe('the summary of a bench run', () => {
  const rows = summaryRows({
    search: { rows: [search('pglite', 0.52, 7), search('postgres', 0.58, 6)] },
    vitals: {
      rows: [
        { page: 'landing', lcpMs: 980, scriptKb: 88.4 },
        { page: 'shop search', lcpMs: 1400, scriptKb: 105 },
        { page: 'training landing', lcpMs: 990, scriptKb: 88.5 },
      ],
    },
    partner: {
      rows: [
        { aim: 'partnerStartP99', value: 31.5, complete: true, note: '1,000 starts, 0 failed' },
        { aim: 'webhookDeliveryP99', value: 2400, complete: true, note: '50 of 50 messages' },
      ],
    },
    npmTest: { seconds: 590, freshInstall: true, commit: 'abcdef1234', measuredAt: '2026-11-26T23:00:00Z' },
  });
  const verdict = (figure: string) => rows.find((r) => r.figure === figure)?.verdict;

  it('has every figure with an aim, judged by its aim', () => {
    expect(rows.map((r) => r.figure)).toEqual(Object.values(AIMS).map((aim) => aim.figure));
    expect(verdict(AIMS.landingScript.figure)).toBe('PASS');
    expect(verdict(AIMS.shopSearchLcp.figure)).toBe('MISS');
    expect(verdict(AIMS.postgresShare.figure)).toBe('MISS');
    expect(rows.find((r) => r.figure === AIMS.postgresShare.figure)?.value).toBe(58);
    expect(verdict(AIMS.pgliteShare.figure)).toBe('PASS');
    expect(verdict(AIMS.npmTest.figure)).toBe('PASS');
    expect(verdict(AIMS.partnerStartP99.figure)).toBe('PASS');
    expect(verdict(AIMS.webhookDeliveryP99.figure)).toBe('MISS');
  });

  it('does not count a partner figure measured with failed calls or lost messages, and says why', () => {
    const failing = summaryRows({
      partner: {
        rows: [{ aim: 'webhookDeliveryP99', value: 300, complete: false, note: '48 of 50 messages' }],
      },
    });
    const delivery = failing.find((r) => r.figure === AIMS.webhookDeliveryP99.figure);
    expect(delivery).toMatchObject({ verdict: 'not measured', note: '48 of 50 messages' });
  });

  it('does not count a share measured with failed answers, nor a test run that was not on a fresh clone', () => {
    const failing = summaryRows({
      search: { rows: [search('postgres', 0.9, 3, 12)] },
      npmTest: {
        seconds: 120,
        freshInstall: false,
        commit: 'abcdef1234',
        measuredAt: '2026-11-26T23:00:00Z',
      },
    });
    const of = (figure: string) => failing.find((r) => r.figure === figure);
    expect(of(AIMS.postgresShare.figure)?.verdict).toBe('not measured');
    expect(of(AIMS.npmTest.figure)?.verdict).toBe('not measured');
    expect(of(AIMS.npmTest.figure)?.note).toContain('not a fresh clone');
    expect(of(AIMS.landingLcp.figure)?.verdict).toBe('not measured');
  });

  it('judges a share as measured, to a tenth of a point, never rounded up to its aim', () => {
    const justUnder = summaryRows({ search: { rows: [search('postgres', 0.5969, 3)] } });
    const share = justUnder.find((r) => r.figure === AIMS.postgresShare.figure);
    expect(share?.value).toBe(59.6);
    expect(share?.verdict).toBe('MISS');
    expect(formatSummary(justUnder)).toMatch(/share of the bare route\s+59\.6 %\s+≥ 60 %\s+MISS/);
  });

  it('prints one line per figure with its value, aim and verdict', () => {
    const table = formatSummary(rows);
    expect(table).toMatch(/landing page, JavaScript on the wire\s+88\.4 KB\s+≤ 90 KB\s+PASS/);
    expect(table).toMatch(/shop search, PostgreSQL, share of the bare route\s+58 %\s+≥ 60 %\s+MISS/);
  });
});
