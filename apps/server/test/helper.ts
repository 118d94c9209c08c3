import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig, type EnvInput } from '../src/config.js';
import type { LenderDefinition } from '../src/lenders/index.js';
import type { PartnerOverrides } from '../src/plugins/services.js';
import { freshPostgres } from './fresh-postgres.js';
import { startSandbox, type RunningSandbox } from './sandbox.js';

export interface TestApp {
  app: FastifyInstance;
  /** The lenders' side (apps/partner-sandbox) on its own port, answering without delay. */
  sandbox: RunningSandbox;
  /** Moves the app's clock forward (OTP expiry, token idle expiry). */
  advance(ms: number): void;
  /**
   * Moves the app's clock to the start of the next minute: the rate limits count in fixed one-minute windows, so
   * a test that sends several requests on a busy machine cannot straddle two windows.
   */
  advanceToMinuteStart(): void;
  close(): Promise<void>;
}

/**
 * An embedded database folder that one whole app has started on and closed, made once per worker (the server
 * project does not isolate files, so the worker's files share it): migrations, seed, and the job queue's own
 * tables and queues are all written. Creating the database and applying every migration took about half of each
 * app's start on the busy CI machine (decision 240). A test app starts on a file copy of the folder, as on a
 * restart of a server on its own folder; its start-up still applies the migrations (none left to do) and the seed
 * (already there). Copying the folder costs a third less processor time per app than restoring a dump of it
 * (PGLITE_RESTORE_FROM, the way back from a daily copy), which PGlite unpacks file by file (decision 256).
 */
let template: Promise<string> | undefined;
function startedDatabaseFolder(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    // A whole app, not only the migrations and the seed: a first start also installs the job queue's tables
    // and creates its queues, about 90 ms of each test app's start on PGlite otherwise.
    const first = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO_STAFF: '0' }),
    });
    await first.close();
    return path.join(dir, 'pglite');
  })();
  return template;
}

/**
 * Fills `dataDir` with a copy of the started embedded database folder, as a server finds its own folder on a
 * restart: for tests of the folder itself (its lock, its daily copy), which need no fresh migrations to make one.
 */
export async function copyStartedDatabaseFolder(dataDir: string): Promise<void> {
  cpSync(await startedDatabaseFolder(), path.join(dataDir, 'pglite'), { recursive: true });
}

/**
 * The PostgreSQL counterpart of `startedDatabaseFolder`: a database on the run's PostgreSQL (TEST_DATABASE_URL)
 * that one whole app started on once per worker, which each test app's database is created from
 * (`CREATE DATABASE … TEMPLATE`, a file copy inside PostgreSQL). It lives as long as the throwaway cluster.
 */
let postgresTemplate: Promise<string> | undefined;
async function copyOfStartedPostgres(baseUrl: string) {
  postgresTemplate ??= (async () => {
    const database = await freshPostgres(baseUrl, 'ttapply_template');
    const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const first = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        SEED_DEMO_STAFF: '0',
        DATABASE_URL: database.url,
      }),
    });
    await first.close();
    return database.name;
  })();
  return freshPostgres(baseUrl, 'ttapply_test', await postgresTemplate);
}

/**
 * Builds the app on its own fresh database (GUIDE "Tests"): when the run has a PostgreSQL (TEST_DATABASE_URL, as
 * `npm test` gives every run), a database created from one a whole app already started on; else, or when the test
 * asks for `embedded`, an embedded database in a temp dir started from a copy of a freshly migrated one. A test
 * that sets its own database keeps it, and `postgres` asks for an empty database on that server. Test apps on
 * PostgreSQL cost a third less processor time than on the embedded database, whose engine runs in WebAssembly
 * (decision 307); the embedded database keeps the e2e walks, the restart tests and the twins of the
 * `.postgres.test.ts` files. Lender delays are 0 so tests stay fast.
 */
export async function buildTestApp(
  options: {
    env?: EnvInput;
    logStream?: DestinationStream;
    partners?: PartnerOverrides;
    /** The lender modules the app has, when a test registers its own beside the registry's. */
    lenders?: readonly LenderDefinition[];
    postgres?: string;
    /** On the embedded database even when the run has PostgreSQL: a file whose twin runs on PostgreSQL. */
    embedded?: boolean;
    /** Told of every route as it is registered. */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-test-'));
  const ownDatabase = (['DATABASE_URL', 'DATA_DIR', 'PGLITE_RESTORE_FROM'] as const).some(
    (name) => options.env?.[name],
  );
  const runPostgres = ownDatabase || options.embedded ? undefined : process.env.TEST_DATABASE_URL;
  const database = options.postgres
    ? await freshPostgres(options.postgres, 'ttapply_test')
    : runPostgres
      ? await copyOfStartedPostgres(runPostgres)
      : undefined;
  const templateFolder = database || ownDatabase ? undefined : await startedDatabaseFolder();
  if (templateFolder) cpSync(templateFolder, path.join(dir, 'pglite'), { recursive: true });
  const sandbox = await startSandbox();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    PARTNER_SANDBOX_URL: sandbox.url,
    // Workers wake by LISTEN/NOTIFY; the poll is only the safety net.
    JOB_POLLING_INTERVAL_SECONDS: '0.5',
    // Tests make their own organisations (a demo shop belongs to one organisation only); a test wanting the
    // console's demo staff sets SEED_DEMO_STAFF=1.
    SEED_DEMO_STAFF: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  let offset = 0;
  const app = await buildApp({
    config,
    now: () => new Date(Date.now() + offset),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.partners ? { partners: options.partners } : {}),
    ...(options.lenders ? { lenders: options.lenders } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  return {
    app,
    sandbox,
    advance(ms) {
      offset += ms;
    },
    advanceToMinuteStart() {
      offset += 60_000 - ((Date.now() + offset) % 60_000);
    },
    async close() {
      await app.close();
      await sandbox.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Several server instances on one fresh PostgreSQL database, as production runs behind a load balancer. They
 * share the secrets (a code sent by one is checked by another, a token issued by one is read by another); the
 * first starts alone so it alone applies the migrations and the seed.
 */
export async function buildTestAppsOnOneDatabase(
  baseUrl: string,
  options: { count?: number; env?: EnvInput; now?: () => Date } = {},
): Promise<{ apps: FastifyInstance[]; close(): Promise<void> }> {
  const database = await freshPostgres(baseUrl, 'ttapply_multi');
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  const secrets = {
    SESSION_SECRET: randomBytes(32).toString('hex'),
    OTP_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  for (let i = 0; i < (options.count ?? 2); i++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-test-'));
    dirs.push(dir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      ...secrets,
      SEED_DEMO_STAFF: '0',
      DATABASE_URL: database.url,
      ...options.env,
    });
    apps.push(await buildApp({ config, ...(options.now ? { now: options.now } : {}) }));
  }
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A random start per test file, then one step per call: no two calls in a file share a number (a repeated
// number is the same consumer, who may hold a draft with an SSN and be asked to confirm it).
let phoneCounter = Math.floor(Math.random() * 9000);
/** A fresh valid mobile number per call so per-phone send limits never interfere between tests. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `425555${1000 + (phoneCounter % 9000)}`;
}

/** Reads the newest code texted to `phone` from the dev outbox. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const messages = res.json<{ to: string; body: string }[]>().filter((m) => m.to === phone);
  const code = messages.at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

export async function sendCode(app: FastifyInstance, phone: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/apps/send-verification-text/',
    payload: { phoneNumber: phone, ...extra },
  });
}

/** The whole phone verification: send, read the code, validate. */
export async function verifyPhone(
  app: FastifyInstance,
  phone = nextPhone(),
  extra: Record<string, unknown> = {},
): Promise<{ token: string; consumerId: string; phone: string }> {
  const sent = await sendCode(app, phone, extra);
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const { verificationHash } = sent.json<{ verificationHash: string }>();
  const code = await latestCode(app, phone);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/apps/validate-OTP/',
    payload: { phoneMobile: phone, verificationCode: code, verificationHash, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`validate failed: ${res.body}`);
  const body = res.json<{ token: string; consumer: { t2AConsumerKeyId: string } }>();
  return { token: body.token, consumerId: body.consumer.t2AConsumerKeyId, phone };
}

/**
 * A training-mode session (mode fm-train) at `shopKeyId`: training texts nobody, so the code is the training
 * build's demo code (TRAINING_DEMO_CODE, default 135790), not one from the outbox.
 */
export async function verifyTrainingPhone(
  app: FastifyInstance,
  shopKeyId: string,
  phone = nextPhone(),
): Promise<{ token: string; consumerId: string; phone: string }> {
  const sent = await sendCode(app, phone, { mode: 'fm-train', shopKeyId });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/apps/validate-OTP/',
    payload: {
      phoneMobile: phone,
      verificationCode: app.config.trainingDemoCode,
      verificationHash: sent.json<{ verificationHash: string }>().verificationHash,
      mode: 'fm-train',
      shopKeyId,
    },
  });
  if (res.statusCode !== 200) throw new Error(`validate failed: ${res.body}`);
  const body = res.json<{ token: string; consumer: { t2AConsumerKeyId: string } }>();
  return { token: body.token, consumerId: body.consumer.t2AConsumerKeyId, phone };
}

// The CFNA application the tests submit: its own module, which the cluster test (scripts/cluster) shares.
import { cfnaAppData, CONSENT_TEXT, submitPayload } from './cfna-application.js';
export { cfnaAppData, CONSENT_TEXT, submitPayload };

export interface ApplicationAnswer {
  applicationKeyId: string;
  appType: string;
  kind: string;
  status: string;
  result: Record<string, unknown> | null;
  cardArt: Record<string, string> | null;
  last4: string;
  t2AConsumerKeyId: string;
}

/**
 * Polls GET /api/v1/apps/app/:id as the web app does until the lender's answer is recorded (the job ran).
 * Waits for that state, not for a time; the bound only turns a hang into a failure message.
 */
export async function awaitDecision(
  app: FastifyInstance,
  token: string,
  applicationKeyId: string,
  { timeoutMs = 30_000 } = {},
): Promise<ApplicationAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/apps/app/${applicationKeyId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`poll answered ${res.statusCode}: ${res.body}`);
    const { application } = res.json<{ application: ApplicationAnswer }>();
    if (application.result !== null) return application;
    if (Date.now() > deadline) throw new Error(`application ${applicationKeyId} got no decision`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Submits the CFNA application (submitPayload) for a verified consumer, as the web app does, and waits until
 * the lender's decision is recorded (the answer itself comes at once with status p).
 */
export async function submitApplication(
  app: FastifyInstance,
  consumer: { token: string; consumerId: string; phone: string },
  ssn: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/',
    headers: { authorization: `Bearer ${consumer.token}`, ...headers },
    payload: submitPayload(consumer.consumerId, consumer.phone, ssn),
  });
  // Callers read the application afterwards, as a person does once the processing screen is gone.
  if (res.statusCode === 200) await awaitDecision(app, consumer.token, res.json().applicationKeyId);
  return res;
}

/**
 * Matches `digits` standing alone: not inside a longer number, a uuid or a timestamp. A CVV's three or four
 * digits turn up in those by chance (a response time such as 25.4230520, a uuid group), so a test that says
 * "no CVV in the logs" looks for the value as a value.
 */
export function standaloneDigits(digits: string): RegExp {
  return new RegExp(`(?<![0-9A-Za-z.-])${digits}(?![0-9A-Za-z])`);
}
