/**
 * `npm run bench`: the partner API and its webhooks, on PostgreSQL (production's database), against
 * their aims (scripts/bench-report/aims.ts):
 *   1. starting a journey (`POST /api/partner/v1/journeys`) at 100 a second: p99 ≤ 50 ms, no failure;
 *   2. from an event's commit to its webhook's first delivery, with 1,000 journeys an hour started through the
 *      API (each announced as started, then as sold): p99 ≤ 2 s.
 * The requests come from a worker thread at a fixed rate (an open loop: a slow answer does not slow the next
 * request, as a shop system's calls would not wait for each other), spread over 200 locations with a key and an
 * associate each, as a platform's traffic is: one location's texts are capped at 40 an hour and counted under its
 * lock, so 100 a second from one location is neither allowed nor a load any shop makes. The shop system's
 * endpoint is a plain HTTP server in this process, which notes when each message arrives. Settings: BENCH_PARTNER_RATE,
 * BENCH_PARTNER_SECONDS, BENCH_WEBHOOK_JOURNEYS_PER_HOUR, BENCH_WEBHOOK_SECONDS.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { shops } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed.js';
import { AIMS } from '../../../scripts/bench-report/aims.js';
import type { PartnerRow } from '../../../scripts/bench-report/summary.js';
import { freshPostgres } from '../test/fresh-postgres.js';
import { createOrganisation, createStaffUser } from '../test/staff-support.js';

const START_P99_MS = AIMS.partnerStartP99.bound;
const DELIVERY_P99_MS = AIMS.webhookDeliveryP99.bound;
const LOCATIONS = 200;

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const settings = {
  rate: int('BENCH_PARTNER_RATE', 100),
  seconds: int('BENCH_PARTNER_SECONDS', 10),
  journeysPerHour: int('BENCH_WEBHOOK_JOURNEYS_PER_HOUR', 1000),
  webhookSeconds: int('BENCH_WEBHOOK_SECONDS', 90),
};
const RESULTS_FILE = fileURLToPath(new URL('./results/partner-api.json', import.meta.url));
const log = (line: string) => process.stdout.write(`› ${line}\n`);

/** Starts journeys at a fixed rate from a worker thread; answers each call's time and status. */
const STARTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const { url, keys, rate, seconds, first } = workerData;
const calls = [];
let firstFailure = '';
function start(n) {
  const { secret, associate } = keys[(first + n) % keys.length];
  const body = JSON.stringify({
    phone: String(4253000000 + first + n),
    purchaseAmount: 480,
    reference: 'RO-' + (first + n),
    associate,
  });
  const began = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url + '/api/partner/v1/journeys', {
      method: 'POST',
      agent,
      headers: {
        authorization: 'Bearer ' + secret,
        'idempotency-key': 'bench-' + (first + n),
        'content-type': 'application/json',
      },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { if (res.statusCode !== 201 && !firstFailure) text += chunk; });
      res.on('end', () => {
        if (res.statusCode !== 201 && !firstFailure) firstFailure = res.statusCode + ' ' + text.slice(0, 300);
        calls.push({ ms: performance.now() - began, status: res.statusCode });
        resolve();
      });
    });
    req.on('error', () => { calls.push({ ms: performance.now() - began, status: 0 }); resolve(); });
    req.end(body);
  });
}
const total = Math.round(rate * seconds);
const began = performance.now();
const pending = [];
(async () => {
  for (let n = 0; n < total; n++) {
    const due = began + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(start(n));
  }
  await Promise.all(pending);
  parentPort.postMessage({ calls, firstFailure });
})();
`;

interface Call {
  ms: number;
  status: number;
}

/** A location's key and the associate its starts name. */
interface LocationKey {
  shopKeyId: string;
  secret: string;
  associate: string;
}

function startAtRate(url: string, keys: LocationKey[], rate: number, seconds: number, first: number) {
  const worker = new Worker(STARTER_SOURCE, {
    eval: true,
    workerData: { url, keys, rate, seconds, first },
  });
  return new Promise<Call[]>((resolve, reject) => {
    worker.once('message', ({ calls, firstFailure }: { calls: Call[]; firstFailure: string }) => {
      if (firstFailure) log(`first failed start: ${firstFailure}`);
      resolve(calls);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;
}

async function main(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    log('partner API: skipped, TEST_DATABASE_URL is not set (scripts/bench.sh starts a throwaway one)');
    return;
  }
  const database = await freshPostgres(baseUrl, 'ttapply_partnerbench');
  // The shop system's endpoint: when each message arrives, and the event time it carries.
  const arrivals: { type: string; lagMs: number }[] = [];
  const shopSystem = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const message = JSON.parse(body) as { type: string; timestamp: string };
      arrivals.push({ type: message.type, lagMs: Date.now() - Date.parse(message.timestamp) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => shopSystem.listen(0, '127.0.0.1', resolve));
  const app = await buildApp({
    config: loadConfig({
      // Not production: production refuses a webhook endpoint on loopback, where this bench's shop system is.
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TEST_MODE: 'LOCAL',
      DATABASE_URL: database.url,
      DATA_DIR: '',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      OTP_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      WEBHOOK_LOCAL_ENDPOINTS: '1',
      // The bench's own organisation holds the shop (a shop belongs to one organisation).
      SEED_DEMO_STAFF: '0',
      // Every shop system here calls from one loopback address: the per-address ceiling is for phones and
      // browsers. The keys' and the texts' own limits stay as in production.
      API_RATE_LIMIT_PER_MINUTE: '100000000',
    }),
  });
  const rows: PartnerRow[] = [];
  try {
    await seedDatabase(app.db);
    const shopRows = await app.db
      .select({ keyId: shops.keyId })
      .from(shops)
      .orderBy(shops.keyId)
      .limit(LOCATIONS);
    const organisation = await createOrganisation(
      app,
      'Bench Tires',
      shopRows.map((shop) => shop.keyId),
    );
    const apiKeys = app.services.partnerKeys;
    const keys: LocationKey[] = [];
    const associates: string[] = [];
    for (const [i, { keyId }] of shopRows.entries()) {
      const associate = `bench.associate.${i}@example.com`;
      const staffUserId = await createStaffUser(app, {
        organisationId: organisation,
        email: associate,
        roles: { [keyId]: 'owner' },
      });
      associates.push(staffUserId);
      keys.push({
        shopKeyId: keyId,
        associate,
        secret: (await apiKeys.create(keyId, staffUserId, 'Bench')).secret,
      });
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // 1. Starting journeys at a fixed rate (a short warm-up first, left out of the figures).
    await startAtRate(url, keys, settings.rate, 2, 0);
    const calls = await startAtRate(url, keys, settings.rate, settings.seconds, 10_000);
    const failures = calls.filter((call) => call.status !== 201).length;
    const startP99 = percentile(
      calls.map((call) => call.ms),
      0.99,
    );
    const startPass = failures === 0 && startP99 <= START_P99_MS;
    log(
      `starting a journey at ${settings.rate}/s for ${settings.seconds} s: p50 ` +
        `${percentile(
          calls.map((call) => call.ms),
          0.5,
        ).toFixed(
          1,
        )} ms, p99 ${startP99.toFixed(1)} ms, ${failures} failures: ${startPass ? 'PASS' : 'MISS'}`,
    );
    rows.push({
      aim: 'partnerStartP99',
      value: startP99,
      complete: failures === 0,
      note: `${calls.length} starts at ${settings.rate} a second, ${failures} failed`,
    });

    // 2. Webhooks at 1,000 journeys an hour, each announced as started, then as sold a moment later, to the
    // systems of five locations (so no associate passes the hourly cap of texts), each with its endpoint.
    const hooked = keys.slice(0, 5);
    for (const [i, key] of hooked.entries()) {
      await app.services.webhooks.create(key.shopKeyId, associates[i]!, {
        url: `http://127.0.0.1:${(shopSystem.address() as AddressInfo).port}/hooks`,
        events: ['journey.started', 'sale.completed'],
      });
    }
    const perSecond = settings.journeysPerHour / 3600;
    const journeys = Math.max(1, Math.round(perSecond * settings.webhookSeconds));
    const expected = journeys * 2;
    const began = Date.now();
    for (let n = 0; n < journeys; n++) {
      const wait = began + (n * 1000) / perSecond - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const key = hooked[n % hooked.length]!;
      const headers = { authorization: `Bearer ${key.secret}` };
      const started = await app.inject({
        method: 'POST',
        url: '/api/partner/v1/journeys',
        headers: { ...headers, 'idempotency-key': `hooked-${n}` },
        payload: {
          phone: String(4254000000 + n),
          purchaseAmount: 480,
          reference: `RO-H${n}`,
          associate: key.associate,
        },
      });
      if (started.statusCode !== 201) throw new Error(`start ${n}: ${started.statusCode} ${started.body}`);
      const sold = await app.inject({
        method: 'POST',
        url: `/api/partner/v1/journeys/${started.json<{ id: string }>().id}/sale`,
        headers: { ...headers, 'idempotency-key': `hooked-sale-${n}` },
        payload: { outcome: 'sale-completed', invoiceAmount: 480 },
      });
      if (sold.statusCode !== 200) throw new Error(`sale ${n}: ${sold.statusCode} ${sold.body}`);
    }
    const deadline = Date.now() + 60_000;
    while (arrivals.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const deliveryP99 = percentile(
      arrivals.map((arrival) => arrival.lagMs),
      0.99,
    );
    const deliveryPass = arrivals.length === expected && deliveryP99 <= DELIVERY_P99_MS;
    log(
      `webhooks at ${settings.journeysPerHour} journeys an hour: ${arrivals.length} of ${expected} messages, ` +
        `commit to first delivery p50 ${percentile(
          arrivals.map((arrival) => arrival.lagMs),
          0.5,
        ).toFixed(0)} ms, p99 ${deliveryP99.toFixed(0)} ms: ${deliveryPass ? 'PASS' : 'MISS'}`,
    );
    rows.push({
      aim: 'webhookDeliveryP99',
      value: deliveryP99,
      complete: arrivals.length === expected,
      note: `${arrivals.length} of ${expected} messages, ${journeys} journeys in ${settings.webhookSeconds} s`,
    });
  } finally {
    await app.close();
    shopSystem.close();
    await database.drop();
  }
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), settings, rows }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
