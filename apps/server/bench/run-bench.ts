/**
 * Load test (GUIDE "Performance figures"): p99 latency of shop search and the requirements route, reported
 * next to a bare Fastify JSON route measured in the same run on the same machine.
 * Run: npm run bench -w @ttapply/server   (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(name: string, url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  console.log(
    `${name.padEnd(28)} p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
      `${Math.round(result.requests.average)} req/s  non-2xx ${result.non2xx}  errors ${result.errors}`,
  );
  return result;
}

async function main() {
  const bare = Fastify();
  bare.get('/bare', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const app = await buildApp({ config });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const base = await measure('bare Fastify JSON', `${bareUrl}/bare`);
  for (const [name, route] of [
    ['shop search (zip)', '/api/v1/shops/?zip=98052'],
    ['shop search (lat/lng)', '/api/v1/shops/?lat=39.74&lng=-104.99'],
    ['CreditAppRequirements.json', '/api/CreditAppRequirements.json'],
  ] as const) {
    const result = await measure(name, `${appUrl}${route}`);
    console.log(
      `${''.padEnd(28)} p99 = ${(result.latency.p99 / Math.max(base.latency.p99, 1)).toFixed(1)} × bare`,
    );
  }
  await app.close();
  await bare.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
