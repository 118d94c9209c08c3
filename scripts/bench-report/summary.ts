// The end of `npm run bench`: one table of every speed figure we aim at (aims.ts, decision 238), its aim and PASS/MISS, read from the
// results the benches wrote in this run, and the same table in bench/results/latest.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AIMS, sharePercent, verdictOf, type Aim, type Verdict } from './aims.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = {
  shopSearch: path.join(root, 'apps/server/bench/results/latest.json'),
  webVitals: path.join(root, 'e2e/bench/results/web-vitals.json'),
  partner: path.join(root, 'apps/server/bench/results/partner-api.json'),
  npmTest: path.join(root, 'bench/results/npm-test.json'),
};
const OUTPUT = path.join(root, 'bench/results/latest.json');

interface SearchRow {
  target: string;
  database: string;
  ratio: number | null;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface PageRow {
  page: string;
  lcpMs: number;
  scriptKb: number;
}
/** apps/server/bench/partner-bench.ts: each figure by its aim's key; `complete` false when calls failed or messages were missing. */
export interface PartnerRow {
  aim: 'partnerStartP99' | 'webhookDeliveryP99';
  value: number;
  complete: boolean;
  note: string;
}
interface NpmTestRun {
  seconds: number;
  freshInstall: boolean;
  commit: string;
  measuredAt: string;
}

function read<T>(file: string): ({ measuredAt?: string } & T) | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as { measuredAt?: string } & T;
}

export interface SummaryRow {
  figure: string;
  value: number | undefined;
  unit: Aim['unit'];
  aim: string;
  verdict: Verdict;
  /** Where the figure comes from when that needs saying (an earlier run, a failed request). */
  note?: string;
}

function row(aim: Aim, value: number | undefined, note?: string): SummaryRow {
  return {
    figure: aim.figure,
    value,
    unit: aim.unit,
    aim: `${aim.kind === 'max' ? '≤' : '≥'} ${aim.bound.toLocaleString('en-US')} ${aim.unit}`,
    verdict: verdictOf(aim, value),
    ...(note ? { note } : {}),
  };
}

export function summaryRows(sources: {
  search?: { rows: SearchRow[] };
  vitals?: { rows: PageRow[] };
  partner?: { rows: PartnerRow[] };
  npmTest?: NpmTestRun;
}): SummaryRow[] {
  const page = (name: string) => sources.vitals?.rows.find((r) => r.page === name);
  const search = (database: string) =>
    sources.search?.rows.find((r) => r.target === 'shop search' && r.database === database);
  // A share measured with failed answers measures the failures, not the search (report.ts).
  const share = (r: SearchRow | undefined) =>
    r && r.ratio !== null && r.non2xx + r.errors + r.timeouts === 0 ? sharePercent(r.ratio) : undefined;
  const postgres = search('postgres');
  const pglite = search('pglite');
  const npmTest = sources.npmTest;
  // A latency measured with failed calls or lost messages measures the failures (not counted, said why).
  const partner = (aim: PartnerRow['aim']) => {
    const r = sources.partner?.rows.find((candidate) => candidate.aim === aim);
    return row(AIMS[aim], r?.complete ? r.value : undefined, r?.note);
  };
  return [
    row(AIMS.landingScript, page('landing')?.scriptKb),
    row(AIMS.landingLcp, page('landing')?.lcpMs),
    row(AIMS.trainingLandingScript, page('training landing')?.scriptKb),
    row(AIMS.trainingLandingLcp, page('training landing')?.lcpMs),
    row(AIMS.shopSearchScript, page('shop search')?.scriptKb),
    row(AIMS.shopSearchLcp, page('shop search')?.lcpMs),
    row(AIMS.postgresShare, share(postgres)),
    row(AIMS.postgresP99, postgres?.p99Ms),
    row(AIMS.pgliteShare, share(pglite)),
    partner('partnerStartP99'),
    partner('webhookDeliveryP99'),
    row(
      AIMS.npmTest,
      npmTest?.freshInstall ? npmTest.seconds : undefined,
      npmTest
        ? `${npmTest.freshInstall ? 'fresh clone' : 'not a fresh clone, not counted'}: ${npmTest.seconds} s at ` +
            `${npmTest.commit.slice(0, 7)}, ${npmTest.measuredAt}`
        : 'run `git clone … && npm test` first; it records its time in bench/results/npm-test.json',
    ),
  ];
}

export function formatSummary(rows: SummaryRow[]): string {
  const header = ['figure', 'measured', 'aim', 'verdict'];
  const cells = rows.map((r) => [
    r.figure,
    r.value === undefined ? '—' : `${r.value.toLocaleString('en-US')} ${r.unit}`,
    r.aim,
    r.verdict,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const notes = rows.filter((r) => r.note).map((r) => `  ${r.figure}: ${r.note}`);
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line), '', ...notes].join(
    '\n',
  );
}

function main(): void {
  const search = read<{ rows: SearchRow[] }>(SOURCES.shopSearch);
  const vitals = read<{ rows: PageRow[] }>(SOURCES.webVitals);
  const partner = read<{ rows: PartnerRow[] }>(SOURCES.partner);
  const npmTest = read<NpmTestRun>(SOURCES.npmTest);
  const rows = summaryRows({
    ...(search ? { search } : {}),
    ...(vitals ? { vitals } : {}),
    ...(partner ? { partner } : {}),
    ...(npmTest ? { npmTest } : {}),
  });
  process.stdout.write(`\nThe speed figures and their aims (decision 238)\n\n${formatSummary(rows)}\n`);
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  const body = {
    measuredAt: new Date().toISOString(),
    sources: {
      shopSearch: search?.measuredAt,
      webVitals: vitals?.measuredAt,
      partner: partner?.measuredAt,
      npmTest: npmTest?.measuredAt,
    },
    rows,
  };
  writeFileSync(OUTPUT, `${JSON.stringify(body, null, 2)}\n`);
  process.stdout.write(`\nwritten to ${path.relative(process.cwd(), OUTPUT)}\n`);
  const missed = rows.filter((r) => r.verdict !== 'PASS').length;
  process.stdout.write(missed === 0 ? 'Every aim met.\n' : `${missed} of ${rows.length} aims not met.\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
