// The speed aims (decision 238), the figures `npm run bench` is judged by. One home: the summary table reads them, and the
// shop-search bench's own verdict (apps/server/bench/report.ts) is the same PostgreSQL aim.

export interface Aim {
  /** What is measured, as the summary table names it. */
  figure: string;
  /** The aim's bound and whether a figure must stay at or under it ('max') or reach it ('min'). */
  bound: number;
  kind: 'max' | 'min';
  unit: 'KB' | 'ms' | '%' | 's';
}

export const AIMS = {
  landingScript: { figure: 'landing page, JavaScript on the wire', bound: 90, kind: 'max', unit: 'KB' },
  landingLcp: { figure: 'landing page LCP, mobile throttling', bound: 1000, kind: 'max', unit: 'ms' },
  trainingLandingScript: {
    figure: 'training landing, JavaScript on the wire',
    bound: 90,
    kind: 'max',
    unit: 'KB',
  },
  trainingLandingLcp: {
    figure: 'training landing LCP, mobile throttling',
    bound: 1000,
    kind: 'max',
    unit: 'ms',
  },
  shopSearchScript: {
    figure: 'shop search page, JavaScript on the wire',
    bound: 110,
    kind: 'max',
    unit: 'KB',
  },
  shopSearchLcp: { figure: 'shop search page LCP, mobile throttling', bound: 1300, kind: 'max', unit: 'ms' },
  postgresShare: {
    figure: 'shop search, PostgreSQL, share of the bare route',
    bound: 60,
    kind: 'min',
    unit: '%',
  },
  postgresP99: { figure: 'shop search, PostgreSQL, p99', bound: 10, kind: 'max', unit: 'ms' },
  pgliteShare: { figure: 'shop search, PGlite, share of the bare route', bound: 50, kind: 'min', unit: '%' },
  partnerStartP99: {
    figure: 'partner API, starting a journey at 100 a second, PostgreSQL, p99',
    bound: 50,
    kind: 'max',
    unit: 'ms',
  },
  webhookDeliveryP99: {
    figure: 'webhook, commit to first delivery at 1,000 journeys an hour, p99',
    bound: 2000,
    kind: 'max',
    unit: 'ms',
  },
  npmTest: { figure: '`npm test` on a fresh clone', bound: 600, kind: 'max', unit: 's' },
} as const satisfies Record<string, Aim>;

export type Verdict = 'PASS' | 'MISS' | 'not measured';

/** PASS when the figure is on the right side of its bound; a figure that is missing is said so, never passed. */
export function verdictOf(aim: Aim, value: number | undefined): Verdict {
  if (value === undefined || !Number.isFinite(value)) return 'not measured';
  return (aim.kind === 'max' ? value <= aim.bound : value >= aim.bound) ? 'PASS' : 'MISS';
}

/**
 * A share of the bare route (a ratio) as the percentage both tables show and judge: cut, never rounded, to a tenth
 * of a point, so a share just under its aim (59.69 %) never reads or passes as meeting it (60 %).
 */
export function sharePercent(ratio: number): number {
  return Math.floor(ratio * 1000) / 10;
}
