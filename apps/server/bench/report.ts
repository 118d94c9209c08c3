import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load.js';
import { AIMS, sharePercent } from '../../../scripts/bench-report/aims.js';

/** Shop search's aims, checked on PostgreSQL (production's database); their one home is the summary's aims. */
export const TARGET_P99_MS = AIMS.postgresP99.bound;
export const TARGET_RATIO = AIMS.postgresShare.bound / 100;

export interface BenchRow extends LoadResult {
  target: 'bare route' | 'shop search';
  database: 'none' | 'pglite' | 'postgres';
  /** Throughput as a fraction of the bare route measured in the same run. */
  ratio: number | null;
  /**
   * The bare route's server CPU per request over this target's: the throughput ratio the server's own work
   * allows, with the machine's other load taken out (null for the bare route, or without CPU figures).
   */
  cpuRatio: number | null;
  verdict: 'PASS' | 'MISS' | 'info';
}

export function judge(
  target: BenchRow['target'],
  database: BenchRow['database'],
  load: LoadResult,
  bare: LoadResult | undefined,
): BenchRow {
  const ratio = bare ? load.requestsPerSecond / bare.requestsPerSecond : null;
  const cpuRatio =
    bare?.serverCpuUsPerRequest && load.serverCpuUsPerRequest
      ? bare.serverCpuUsPerRequest / load.serverCpuUsPerRequest
      : null;
  // Failed or non-2xx answers make the figures meaningless, so they count as a miss wherever they happen.
  const clean = load.non2xx === 0 && load.errors === 0 && load.timeouts === 0;
  let verdict: BenchRow['verdict'] = clean ? 'info' : 'MISS';
  // The targets are for PostgreSQL, production's database; PGlite is shown for information.
  if (database === 'postgres' && target === 'shop search') {
    verdict = clean && load.p99Ms <= TARGET_P99_MS && (ratio ?? 0) >= TARGET_RATIO ? 'PASS' : 'MISS';
  }
  return { ...load, target, database, ratio, cpuRatio, verdict };
}

export function formatTable(rows: BenchRow[]): string {
  const header = [
    'target',
    'database',
    'req/s',
    'p50 ms',
    'p99 ms',
    'vs bare',
    'non-2xx/err',
    'verdict',
    'CPU µs/req',
    'CPU vs bare',
  ];
  const lines = rows.map((r) => [
    r.target,
    r.database,
    r.requestsPerSecond.toFixed(0),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    r.ratio === null ? '—' : `${sharePercent(r.ratio).toFixed(1)} %`,
    `${r.non2xx}/${r.errors + r.timeouts}`,
    r.verdict,
    r.serverCpuUsPerRequest === undefined ? '—' : r.serverCpuUsPerRequest.toFixed(0),
    r.cpuRatio === null ? '—' : `${(r.cpuRatio * 100).toFixed(0)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt)].join('\n');
}

/** bench/results/latest.json (gitignored): the figures and the settings they were taken with, for notes. */
export function writeResults(file: string, settings: Record<string, unknown>, rows: BenchRow[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const body = { measuredAt: new Date().toISOString(), settings, rows };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}
