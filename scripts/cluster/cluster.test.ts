import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cfnaAppData, submitPayload } from '../../apps/server/test/cfna-application.js';
import { Cluster, until } from './cluster.js';

/**
 * The production cluster as `npm run cluster` runs it (decision 286): PostgreSQL, migrations once, two instances
 * by deploy/start.sh with NODE_ENV=production, HAProxy checking /readyz, the sandbox as the lenders. Applicants and
 * 20 live boards go through the proxy while both instances restart one after the other; then PostgreSQL stops
 * under a lender call in flight. Runs on the build (`npm test` runs it after `npm run build`), on ports 5310-5320.
 */
const PORT = 5310;
const SHOP = 'demo-cfna';
const BOARDS = 20;
const APPLICANT_WORKERS = 2;

let cluster: Cluster;
let db: pg.Pool;
let staffCookie: string;

const failures: string[] = [];

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  let res: Response;
  try {
    res = await fetch(`${cluster.proxyUrl}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    failures.push(`${method} ${url}: ${String(error)}`);
    throw error;
  }
  const text = await res.text();
  if (res.status >= 400) {
    failures.push(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
    throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  }
  return { res, body: JSON.parse(text) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let phones = 0;
let ssns = 0;
interface Applicant {
  ssn: string;
  applicationId: string;
  token: string;
}

/** One applicant through the proxy: code texted (read from the local SMS outbox), verified, CFNA applied. */
async function apply(): Promise<Applicant> {
  phones += 1;
  ssns += 1;
  const phone = `425${String(5_000_000 + phones).padStart(7, '0')}`;
  // Area 601+, group 45, serial 1000+: a well-formed SSN of its own per applicant, so its pulls are its own.
  const ssn = `${601 + Math.floor(ssns / 9000)}45${1000 + (ssns % 9000)}`;
  const sent = await call('POST', '/api/v1/apps/send-verification-text/', {
    phoneNumber: phone,
    shopKeyId: SHOP,
  });
  const code = await until(`the code texted to ${phone}`, async () => {
    const { rows } = await db.query<{ body: string }>(
      'select body from sms_outbox where "to" = $1 order by created_at desc limit 1',
      [phone],
    );
    return rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
  });
  const verified = await call('POST', '/api/v1/apps/validate-OTP/', {
    phoneMobile: phone,
    verificationCode: code,
    verificationHash: sent.body.verificationHash,
    shopKeyId: SHOP,
  });
  const token = verified.body.token as string;
  const consumerId = verified.body.consumer.t2AConsumerKeyId as string;
  const submitted = await call(
    'POST',
    '/api/v1/apps/app/',
    {
      ...submitPayload(consumerId, phone, ssn, SHOP),
      // A name of its own per applicant (letters only), so a board row tells them apart.
      appData: {
        ...cfnaAppData(phone, ssn),
        LAST_NAME: `Cluster${[...String(phones)].map((d) => 'abcdefghij'[Number(d)]).join('')}`,
      },
    },
    { authorization: `Bearer ${token}`, 'idempotency-key': randomBytes(12).toString('hex') },
  );
  return { ssn, token, applicationId: submitted.body.applicationKeyId as string };
}

/** Polls the application through the proxy, as the web app's processing screen does, until it is decided. */
async function decided(applicant: Applicant): Promise<Record<string, unknown>> {
  return until(`a decision for ${applicant.applicationId}`, async () => {
    const { body } = await call('GET', `/api/v1/apps/app/${applicant.applicationId}`, undefined, {
      authorization: `Bearer ${applicant.token}`,
    });
    return body.application.result === null ? undefined : (body.application as Record<string, unknown>);
  });
}

/**
 * A live board as a browser's EventSource keeps it: when the stream ends (its instance drains) it connects again
 * through the proxy with Last-Event-ID. Every event id it reads is kept, in order.
 */
function openBoard() {
  const ids: number[] = [];
  const lastSeen = new Map<string, number>();
  let connections = 0;
  let closed = false;
  const controller = new AbortController();
  const connected = (async () => {
    for (;;) {
      if (closed) return;
      const headers: Record<string, string> = { cookie: staffCookie };
      if (ids.length > 0) headers['last-event-id'] = String(ids.at(-1));
      let res: Response;
      try {
        res = await fetch(`${cluster.proxyUrl}/api/v1/staff/locations/${SHOP}/board/events`, {
          headers,
          signal: controller.signal,
        });
      } catch (error) {
        if (!closed) failures.push(`board connect: ${String(error)}`);
        return;
      }
      if (res.status !== 200 || !res.body) {
        failures.push(`board connect answered ${res.status}`);
        return;
      }
      connections += 1;
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (\d+)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (!id || !data) continue;
            ids.push(Number(id));
            lastSeen.set((JSON.parse(data) as { consumerId: string }).consumerId, Number(id));
          }
        }
      } catch {
        if (closed) return;
      }
    }
  })();
  return {
    ids,
    lastSeen,
    get connections() {
      return connections;
    },
    opened: until('the board to connect', async () => (connections > 0 ? true : undefined)),
    async close() {
      closed = true;
      controller.abort();
      await connected;
    },
  };
}

const readyz = async (url: string) => {
  const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  return res ? ((await res.json()) as { ready: boolean }).ready : undefined;
};

beforeAll(async () => {
  cluster = new Cluster({
    port: PORT,
    instances: 2,
    sandbox: true,
    demoShops: true,
    postgresPort: PORT + 10,
    say: process.env.CLUSTER_VERBOSE ? (line) => console.log(new Date().toISOString(), line) : undefined,
    // CLUSTER_LOG_DIR=<folder> keeps each process's log for a failure's reading; else they go with the cluster.
    ...(process.env.CLUSTER_LOG_DIR ? { logDir: process.env.CLUSTER_LOG_DIR } : {}),
    env: {
      SESSION_SECRET: randomBytes(48).toString('base64'),
      OTP_SECRET: randomBytes(48).toString('base64'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      // Every request of this test comes from one address.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      JOB_MONITOR_INTERVAL_SECONDS: '1',
      // The retention purge's run at start is the daily job's business, not this test's.
      RETENTION_PURGE_AT_START: '0',
    },
  });
  await cluster.start();
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  // The outage test stops PostgreSQL under it: an idle connection's end is expected, not a failure.
  db.on('error', () => undefined);
  // Production seeds no demo staff: the console's demo organisation and users, written as `npm start` does.
  const dist = path.resolve(import.meta.dirname, '../../apps/server/dist');
  // The build's own modules (this test runs on the build), typed here by what it uses of them.
  const { openDatabase } = (await import(path.join(dist, 'db/database.js'))) as {
    openDatabase(options: { databaseUrl: string; dataDir: string; migrate: boolean }): Promise<{
      db: unknown;
      close(): Promise<void>;
    }>;
  };
  const { seedDemoStaff, DEMO_STAFF_PASSWORD, demoStaffEmail } = (await import(
    path.join(dist, 'db/seed-staff.js')
  )) as {
    seedDemoStaff(db: unknown): Promise<void>;
    DEMO_STAFF_PASSWORD: string;
    demoStaffEmail(role: string): string;
  };
  const handle = await openDatabase({
    databaseUrl: cluster.databaseUrl,
    dataDir: '/nonexistent',
    migrate: false,
  });
  await seedDemoStaff(handle.db);
  await handle.close();
  const signIn = await fetch(`${cluster.proxyUrl}/api/v1/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoStaffEmail('manager'), password: DEMO_STAFF_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  staffCookie = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}, 120_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
}, 60_000);

describe('the production cluster', () => {
  it('restarts both instances under load: no failed request, no board event missed, one credit pull each', async () => {
    const boards = Array.from({ length: BOARDS }, () => openBoard());
    await Promise.all(boards.map((board) => board.opened));
    const applicants: Applicant[] = [];
    let restarting = true;
    // Applicants keep coming, a few at a time, for as long as the restart lasts.
    const workers = Array.from({ length: APPLICANT_WORKERS }, async () => {
      do {
        // A failed request is recorded in `failures`, which the test expects empty.
        const applicant = await apply().catch(() => undefined);
        if (applicant) applicants.push(applicant);
      } while (restarting);
    });
    const drainingAnswers: (boolean | undefined)[] = [];
    await cluster.rollingRestart(async (instance) => {
      // SIGTERM was sent: the instance says it is not ready while it still answers, before it stops.
      drainingAnswers.push(
        await until(`${instance.name} draining`, async () =>
          (await readyz(instance.url)) === false ? false : undefined,
        ),
      );
    });
    restarting = false;
    await Promise.all(workers);
    expect(drainingAnswers).toEqual([false, false]);

    const results = await Promise.all(applicants.map((applicant) => decided(applicant)));
    expect(results.every((result) => ['a', 'd', 'p', 'e', 'n'].includes(String(result.status)))).toBe(true);
    const sandbox = cluster.sandboxUrl!;
    for (const applicant of applicants) {
      const res = await fetch(`${sandbox}/sandbox/pulls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lender: 'CFNA', ssn: applicant.ssn }),
      });
      expect(((await res.json()) as { hard: number }).hard, applicant.applicationId).toBe(1);
    }

    let lastBehind: string[] = [];
    // Every board saw every journey's last change, each id once and in order, across its reconnections.
    const journeys = await until(
      'the journeys to settle on every board',
      async () => {
        const { rows } = await db.query<{ consumer_id: string; board_seq: string }>(
          `select j.consumer_id, j.board_seq from journeys j join consumers c on c.id = j.consumer_id
          where j.shop_key_id = $1 and c.mode <> 'fm-train' and j.board_seq > 0`,
          [SHOP],
        );
        lastBehind = boards.flatMap((board, i) =>
          rows
            .filter((row) => board.lastSeen.get(row.consumer_id) !== Number(row.board_seq))
            .map(
              (row) =>
                `board ${i}: ${row.consumer_id} at ${row.board_seq}, seen ${board.lastSeen.get(row.consumer_id)}`,
            ),
        );
        return lastBehind.length === 0 ? rows : undefined;
      },
      30_000,
    ).catch((error: unknown) => {
      throw new Error(
        `${String(error)}: ${lastBehind.length} behind, e.g. ${lastBehind.slice(0, 5).join('; ')}`,
      );
    });
    expect(journeys.length).toBeGreaterThanOrEqual(applicants.length);
    for (const board of boards) {
      expect(board.connections).toBeGreaterThanOrEqual(2); // it was moved off a draining instance
      expect(board.ids).toEqual([...new Set(board.ids)].sort((a, b) => a - b));
    }
    await Promise.all(boards.map((board) => board.close()));
    expect(failures).toEqual([]);
  }, 180_000);

  it('is not ready within 5 s of losing PostgreSQL, ready again once it is back, and loses no job', async () => {
    const sandbox = cluster.sandboxUrl!;
    const control = (body: unknown) =>
      fetch(`${sandbox}/sandbox/behaviour`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // The lender takes its time, so its call is in flight when the database goes.
    await control({ lender: 'CFNA', mode: 'slow', delayMs: 3000, times: 1 });
    const applicant = await apply();
    await until('the lender call in flight', async () => {
      const res = await fetch(`${sandbox}/sandbox/requests-in-flight?lender=CFNA`);
      return ((await res.json()) as { inFlight: number }).inFlight > 0 ? true : undefined;
    });
    const stoppedAt = Date.now();
    cluster.postgres!.stop();
    await Promise.all(
      cluster.instances.map((instance) =>
        until(`${instance.name} not ready`, async () =>
          (await readyz(instance.url)) === false ? true : undefined,
        ),
      ),
    );
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    cluster.postgres!.start();
    await Promise.all(
      cluster.instances.map((instance) =>
        until(`${instance.name} ready again`, async () =>
          (await readyz(instance.url)) === true ? true : undefined,
        ),
      ),
    );
    for (const instance of cluster.instances) await cluster.proxySees(instance, 'UP');
    const result = await decided(applicant);
    expect(result.status).not.toBe('e');
    const pulls = await fetch(`${sandbox}/sandbox/pulls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lender: 'CFNA', ssn: applicant.ssn }),
    });
    expect(((await pulls.json()) as { hard: number }).hard).toBe(1);
    expect(failures).toEqual([]);
  }, 120_000);
});
