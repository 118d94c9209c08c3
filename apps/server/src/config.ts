import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDLE_EXIT_MS, IDLE_WARNING_MS } from '@ttapply/domain';
import { z } from 'zod';
import { lenderSettings } from './lenders/index.js';

/**
 * Every environment variable the server reads, checked once at start (GUIDE "Configuration checked at start"); a
 * lender's own are declared in its folder (its definition's `settings`) and checked here with the rest.
 * The table in apps/server/README.md lists the same variables; keep the two in step.
 */
// src/ and dist/ sit at the same depth inside apps/server, so this points at apps/web/dist from both.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const base64Key = z
  .string()
  .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes encoded as base64');
const secret = z.string().min(32, 'must be at least 32 characters');
const intFromEnv = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

/** Names proxy-addr (Fastify's trustProxy) knows for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
const TRUST_PROXY_MESSAGE =
  'must be a hop count or a comma list of proxy addresses or CIDR ranges (loopback, linklocal, uniquelocal)';
/**
 * Who may say, in X-Forwarded-For, which address a request came from. Unset: nobody, the peer's own address
 * is the client's (a client-chosen header must never pick the key of a per-IP limit, docs/decisions/035). A
 * number: that many proxies in front of the server, each appending the address it saw. A list: the proxies'
 * own addresses.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: intFromEnv(3000, 1).pipe(z.number().max(65535)),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** A daily copy to start an empty embedded database from (README "Embedded database"). */
  PGLITE_RESTORE_FROM: z.string().min(1).optional(),
  /** Daily copies of the embedded database: on by default for `npm start` (development), off in tests. */
  PGLITE_DAILY_COPIES: z.enum(['0', '1']).optional(),
  // Decision 197: journeys, applications and what hangs off a consumer are kept this long after their last
  // activity (25 months, the usual rule for credit applications), then purged by the daily job.
  RETENTION_MONTHS: intFromEnv(25, 1),
  /** Also run the purge once at start (a server not running at the scheduled hour); off in tests. */
  RETENTION_PURGE_AT_START: z.enum(['0', '1']).optional(),
  SESSION_SECRET: secret.optional(),
  OTP_SECRET: secret.optional(),
  ENCRYPTION_KEY: base64Key.optional(),
  TEST_MODE: z.enum(['LOCAL', 'REMOTE', 'NONE']).default('LOCAL'),
  SMS_PROVIDER: z.enum(['local', 'twilio']).default('local'),
  EMAIL_PROVIDER: z.enum(['local', 'smtp']).default('local'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  EMAIL_FROM: z.string().min(3).max(200).default('Text To Apply <no-reply@texttoapply.example>'),
  EMAILS_PER_CONSUMER_PER_HOUR: intFromEnv(10, 1),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z.string().optional(),
  ADDRESS_VERIFIER: z.enum(['offline', 'usps']).default('offline'),
  USPS_CLIENT_ID: z.string().optional(),
  USPS_CLIENT_SECRET: z.string().optional(),
  USPS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://apis.usps.com'),
  ADDRESS_VERIFIER_TIMEOUT_MS: intFromEnv(5000, 100),
  ADDRESS_CHECKS_PER_MINUTE: intFromEnv(30, 1),
  GEOCODER: z.enum(['offline']).default('offline'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_SECONDS: intFromEnv(900, 30),
  // Decision 246: how long a consumer session found live is answered from the instance's memory.
  SESSION_RECHECK_MS: intFromEnv(5000, 0),
  // The texting programme's short code (CTIA), named where a person is told how to text START.
  SMS_SHORT_CODE: z
    .string()
    .regex(/^\d{5,6}$/)
    .default('898227'),
  // The shop console's staff sessions (decision 160): idle and absolute expiry, and the sign-in lockout.
  STAFF_SESSION_IDLE_MINUTES: intFromEnv(30, 1),
  STAFF_SESSION_MAX_HOURS: intFromEnv(12, 1),
  STAFF_LOCKOUT_ATTEMPTS: intFromEnv(10, 1),
  STAFF_LOCKOUT_MINUTES: intFromEnv(15, 1),
  STAFF_SIGN_INS_PER_IP_PER_MINUTE: intFromEnv(30, 1),
  /** A live board's heartbeat comment, which also re-checks its session (decision 165). */
  STAFF_BOARD_HEARTBEAT_SECONDS: intFromEnv(15, 1),
  /** Seed the demo organisation and one user per role (README); never in production. */
  SEED_DEMO_STAFF: z.enum(['0', '1']).optional(),
  // As low as 1 so the browser tests can watch a code expire on a second, short-lived server (e2e).
  OTP_TTL_SECONDS: intFromEnv(600, 1),
  OTP_SENDS_PER_PHONE_PER_HOUR: intFromEnv(5, 1),
  OTP_SENDS_PER_IP_PER_HOUR: intFromEnv(30, 1),
  OTP_MAX_ATTEMPTS: intFromEnv(5, 1),
  API_RATE_LIMIT_PER_MINUTE: intFromEnv(600, 1),
  API_RATE_LIMIT_FLUSH_MS: intFromEnv(250, 10),
  LENDER_TIMEOUT_MS: intFromEnv(15000, 100),
  PARTNER_SANDBOX_URL: z.url({ protocol: /^https?$/ }).optional(),
  JOB_MONITOR_INTERVAL_SECONDS: intFromEnv(2, 1),
  JOB_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(1),
  JOB_CONCURRENCY: intFromEnv(16, 1),
  WEB_DIST_DIR: z.string().optional(),
  TRAINING_DEMO_CODE: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .default('135790'),
  APP_VERSION: z.string().optional(),
  // Unset: http://localhost:<PORT>, so texted links and the e-sign return follow the port the server listens on.
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((url) => url?.replace(/\/+$/, '')),
  LINK_CODE_TTL_HOURS: intFromEnv(24, 1),
  SHOP_DIRECTORY_REFRESH_MS: intFromEnv(5000, 100),
  SMS_INBOUND_PER_PHONE_PER_HOUR: intFromEnv(10, 1),
  // Decision 274: texts of a shop's link (sends and re-sends) per staff member and per location per hour, so
  // a stolen console login cannot text in bulk from our short code. Each number also gets at most 5 an hour.
  LINK_TEXTS_PER_ASSOCIATE_PER_HOUR: intFromEnv(20, 1),
  LINK_TEXTS_PER_LOCATION_PER_HOUR: intFromEnv(40, 1),
  /** Requests one partner API key may make per minute, counted across instances (docs/partner-api.md). */
  PARTNER_API_REQUESTS_PER_KEY_PER_MINUTE: intFromEnv(300, 1),
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^/\s]+\/\S*\{z\}\S*$/, 'must be an https:// tile URL template with {z}, {x} and {y}')
    .default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  GEOFENCED_LENDERS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z0-9]{2,20}$/, 'must be a comma list of app codes'))),
  IDLE_WARNING_MS: intFromEnv(IDLE_WARNING_MS, 1000),
  IDLE_EXIT_MS: intFromEnv(IDLE_EXIT_MS, 1000),
  // Lenders §9 "application polling: 1 second": how often the browser reads a lender's answer, a signing's
  // state and the server's next step while it waits. A test deployment shortens it (decision 240).
  CLIENT_POLL_INTERVAL_MS: intFromEnv(1000, 100),
  // lenders §2, §6: the pay-link training routes exist only in the training build (decision 085).
  TRAINING_BUILD: z.enum(['true', 'false']).default('false'),
  // Decision 285: on SIGTERM the instance answers /readyz 503 and keeps serving this long, so the proxy's health
  // check takes it out before it stops listening. Unset: 5 s in production (a few of a proxy's checks), 0 elsewhere.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** '0': this instance leaves migrations to the deploy's one migration step (`npm run cluster`, the image's `migrate`). */
  MIGRATE_ON_START: z.enum(['0', '1']).default('1'),
  /** '0': this instance enqueues jobs but runs none (servers beside `deploy/start.sh worker` instances). */
  JOB_WORKERS: z.enum(['0', '1']).default('1'),
  /**
   * How long a webhook endpoint has to answer one delivery (docs/webhooks.md); at most 15 s, so a delivery run
   * (15 s, then one last try) ends inside its job's expiry.
   */
  WEBHOOK_TIMEOUT_MS: intFromEnv(10_000, 100).pipe(z.number().max(15_000)),
  /**
   * The waits before each retry of a webhook that failed, in seconds (decision 319): about three days in all.
   * Tests shorten it; the count of numbers is the count of retries.
   */
  WEBHOOK_RETRY_DELAYS_SECONDS: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'a comma list of seconds, e.g. 5,300,1800')
    .default('5,300,1800,7200,18000,36000,50400,72000,72000')
    .transform((list) => list.split(',').map(Number)),
  /**
   * '1': webhook endpoints may be http and on loopback or private addresses (decision 320). Development only:
   * on by default there, refused in production.
   */
  WEBHOOK_LOCAL_ENDPOINTS: z.enum(['0', '1']).optional(),
});

/**
 * The lenders' own variables (each lender's `settings`, in its folder): checked with the server's own, and kept
 * as `config.lenders.environment` for each lender to read its part.
 */
const LENDER_SETTINGS = lenderSettings();
const lenderEnvSchema = z.object(LENDER_SETTINGS.environment);

/** The server's variables by name, and any lender's (a test deployment's shorter polls, …). */
export type EnvInput = Partial<Record<keyof z.input<typeof envSchema>, string>> & {
  readonly [lenderVariable: string]: string | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** DATA_DIR (or a folder under it) cannot be created or written: named, with what to do instead of a stack. */
export function dataDirError(dir: string, cause: unknown): ConfigError {
  const reason = cause instanceof Error && 'code' in cause ? ` (${String(cause.code)})` : '';
  return new ConfigError(
    `DATA_DIR: the folder ${dir} cannot be created or written${reason}. ` +
      'Point DATA_DIR at a writable folder, or set DATABASE_URL to use PostgreSQL.',
    { cause },
  );
}

function toConfig(
  env: z.output<typeof envSchema>,
  lenderEnvironment: Readonly<Record<string, unknown>>,
  secrets: Secrets,
  cwd: string,
) {
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    pgliteRestoreFrom: env.PGLITE_RESTORE_FROM ? path.resolve(cwd, env.PGLITE_RESTORE_FROM) : undefined,
    pgliteDailyCopies: (env.PGLITE_DAILY_COPIES ?? (env.NODE_ENV === 'development' ? '1' : '0')) === '1',
    retention: {
      months: env.RETENTION_MONTHS,
      purgeAtStart: (env.RETENTION_PURGE_AT_START ?? (env.NODE_ENV === 'test' ? '0' : '1')) === '1',
    },
    sessionSecret: secrets.SESSION_SECRET,
    otpSecret: secrets.OTP_SECRET,
    encryptionKey: Buffer.from(secrets.ENCRYPTION_KEY, 'base64'),
    testMode: env.TEST_MODE,
    sms: {
      provider: env.SMS_PROVIDER,
      shortCode: env.SMS_SHORT_CODE,
      twilio: {
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        fromNumber: env.TWILIO_FROM_NUMBER,
      },
    },
    email: {
      provider: env.EMAIL_PROVIDER,
      smtpUrl: env.SMTP_URL,
      from: env.EMAIL_FROM,
      timeoutMs: 10_000,
      perConsumerPerHour: env.EMAILS_PER_CONSUMER_PER_HOUR,
    },
    addressVerifier: {
      kind: env.ADDRESS_VERIFIER,
      timeoutMs: env.ADDRESS_VERIFIER_TIMEOUT_MS,
      checksPerMinute: env.ADDRESS_CHECKS_PER_MINUTE,
      usps: {
        clientId: env.USPS_CLIENT_ID,
        clientSecret: env.USPS_CLIENT_SECRET,
        baseUrl: env.USPS_BASE_URL.replace(/\/+$/, ''),
      },
    },
    geocoder: { kind: env.GEOCODER },
    logLevel: env.LOG_LEVEL,
    apiRateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    apiRateLimitFlushMs: env.API_RATE_LIMIT_FLUSH_MS,
    sessionIdleSeconds: env.SESSION_IDLE_SECONDS,
    sessionRecheckMs: env.SESSION_RECHECK_MS,
    staff: {
      sessionIdleMinutes: env.STAFF_SESSION_IDLE_MINUTES,
      sessionMaxHours: env.STAFF_SESSION_MAX_HOURS,
      lockoutAttempts: env.STAFF_LOCKOUT_ATTEMPTS,
      lockoutMinutes: env.STAFF_LOCKOUT_MINUTES,
      signInsPerIpPerMinute: env.STAFF_SIGN_INS_PER_IP_PER_MINUTE,
      boardHeartbeatMs: env.STAFF_BOARD_HEARTBEAT_SECONDS * 1000,
      seedDemo: env.NODE_ENV !== 'production' && env.SEED_DEMO_STAFF !== '0',
    },
    otp: {
      ttlSeconds: env.OTP_TTL_SECONDS,
      sendsPerPhonePerHour: env.OTP_SENDS_PER_PHONE_PER_HOUR,
      sendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
      maxAttempts: env.OTP_MAX_ATTEMPTS,
    },
    lenders: {
      timeoutMs: env.LENDER_TIMEOUT_MS,
      /** The lenders' side in development, training and tests (apps/partner-sandbox). */
      sandboxUrl: (env.PARTNER_SANDBOX_URL ?? `http://127.0.0.1:${env.PORT + 1}`).replace(/\/+$/, ''),
      /** The lenders' own variables as checked at start; each lender's module reads its part. */
      environment: lenderEnvironment,
    },
    webhooks: {
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      retryDelaysSeconds: env.WEBHOOK_RETRY_DELAYS_SECONDS,
      allowLocalEndpoints:
        (env.WEBHOOK_LOCAL_ENDPOINTS ?? (env.NODE_ENV === 'development' ? '1' : '0')) === '1',
      /** How long the secret before a rotation keeps signing beside the new one. */
      previousSecretHours: 24,
    },
    jobs: {
      // An attempt is two lender calls at most (one retry inside the timeout each), plus room to record it.
      expireInSeconds: Math.ceil((2 * env.LENDER_TIMEOUT_MS) / 1000) + 5,
      monitorIntervalSeconds: env.JOB_MONITOR_INTERVAL_SECONDS,
      pollingIntervalSeconds: env.JOB_POLLING_INTERVAL_SECONDS,
      concurrency: env.JOB_CONCURRENCY,
      work: env.JOB_WORKERS === '1',
    },
    // Default: the web workspace's build next to this one, so `npm start` serves the app without settings.
    webDistDir: env.WEB_DIST_DIR ? path.resolve(cwd, env.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    trainingDemoCode: env.TRAINING_DEMO_CODE,
    appVersion: env.APP_VERSION ?? '0.1.0',
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5000 : 0),
    migrateOnStart: env.MIGRATE_ON_START === '1',
    /** Origin people reach the app at: links in texts, and the URL Twilio signed its webhook request for. */
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    linkCodeTtlHours: env.LINK_CODE_TTL_HOURS,
    shopDirectoryRefreshMs: env.SHOP_DIRECTORY_REFRESH_MS,
    smsInboundPerPhonePerHour: env.SMS_INBOUND_PER_PHONE_PER_HOUR,
    linkTexts: {
      perAssociatePerHour: env.LINK_TEXTS_PER_ASSOCIATE_PER_HOUR,
      perLocationPerHour: env.LINK_TEXTS_PER_LOCATION_PER_HOUR,
    },
    partnerApiRequestsPerKeyPerMinute: env.PARTNER_API_REQUESTS_PER_KEY_PER_MINUTE,
    // What the browser needs to know at start (GET /api/v1/client-config).
    client: {
      mapTileUrl: env.MAP_TILE_URL,
      // The Content-Security-Policy allows images from the tile server only: '{s}' subdomains become '*'.
      mapTileOrigin: new URL(env.MAP_TILE_URL.replace(/\{s\}/g, 'tile-subdomain')).origin.replace(
        'tile-subdomain',
        '*',
      ),
      mapAttribution: env.MAP_ATTRIBUTION,
      geofencedLenders: env.GEOFENCED_LENDERS,
      idleWarningMs: env.IDLE_WARNING_MS,
      idleExitMs: Math.max(env.IDLE_WARNING_MS, env.IDLE_EXIT_MS),
      lenderPagesOrigin: new URL(env.PARTNER_SANDBOX_URL ?? `http://127.0.0.1:${env.PORT + 1}`).origin,
      trainingBuild: env.TRAINING_BUILD === 'true',
      pollIntervalMs: env.CLIENT_POLL_INTERVAL_MS,
      // What a lender's browser side reads of its own settings (its `settings.client`).
      ...LENDER_SETTINGS.client.values(lenderEnvironment),
    },
  };
}

export type Config = ReturnType<typeof toConfig>;

interface Secrets {
  SESSION_SECRET: string;
  OTP_SECRET: string;
  ENCRYPTION_KEY: string;
}
const SECRET_NAMES = ['SESSION_SECRET', 'OTP_SECRET', 'ENCRYPTION_KEY'] as const;

/**
 * Secrets come from the environment. Outside production a missing one is generated once and kept in
 * DATA_DIR/secrets.json so sessions and encrypted rows survive a restart; production refuses to start
 * without them, because a generated key there would silently make stored SSNs unreadable after a redeploy.
 */
function resolveSecrets(env: z.output<typeof envSchema>, dataDir: string): Secrets {
  const given: Partial<Secrets> = {
    SESSION_SECRET: env.SESSION_SECRET,
    OTP_SECRET: env.OTP_SECRET,
    ENCRYPTION_KEY: env.ENCRYPTION_KEY,
  };
  const missing = SECRET_NAMES.filter((name) => !given[name]);
  if (missing.length === 0) return given as Secrets;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((n) => `  ${n}: required in production`).join('\n')}`,
    );
  }
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  let changed = false;
  for (const name of missing) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('base64');
      changed = true;
    }
    given[name] = stored[name];
  }
  if (changed) {
    try {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    } catch (error) {
      throw dataDirError(dataDir, error);
    }
  }
  return given as Secrets;
}

/**
 * Values this repository ships as examples (deploy/example.env, read by the compose file): anyone can read them,
 * so production refuses them as it refuses a missing secret.
 */
export const EXAMPLE_SECRETS: Readonly<Record<(typeof SECRET_NAMES)[number], string>> = {
  SESSION_SECRET: 'example-session-secret-replace-me-0123456789abcdef',
  OTP_SECRET: 'example-otp-secret-replace-me-0123456789abcdef012',
  ENCRYPTION_KEY: 'ZXhhbXBsZS1lbmNyeXB0aW9uLWtleS1yZXBsYWNlISE=',
};

/**
 * Production refuses what only suits development (decision 285): a missing secret (a generated one would make
 * stored SSNs unreadable after a redeploy), a secret the repository shows as an example (deploy/example.env),
 * and one value used for two secrets.
 */
function productionProblems(env: z.output<typeof envSchema>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.WEBHOOK_LOCAL_ENDPOINTS === '1')
    problems.push('WEBHOOK_LOCAL_ENDPOINTS: webhooks reach public https endpoints only in production');
  const seen = new Map<string, string>();
  for (const name of SECRET_NAMES) {
    const value = env[name];
    if (!value) {
      problems.push(`${name}: required in production`);
      continue;
    }
    if (value === EXAMPLE_SECRETS[name])
      problems.push(`${name}: is the example value from deploy/example.env; generate a secret of your own`);
    const earlier = seen.get(value);
    if (earlier) problems.push(`${name}: must differ from ${earlier}`);
    seen.set(value, name);
  }
  return problems;
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: EnvInput | NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  const lenderParsed = lenderEnvSchema.safeParse(cleaned);
  if (!parsed.success || !lenderParsed.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(lenderParsed.error?.issues ?? [])];
    const lines = issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  const refused = productionProblems(data);
  if (refused.length > 0)
    throw new ConfigError(`Invalid configuration:\n${refused.map((p) => `  ${p}`).join('\n')}`);
  if (data.SMS_PROVIDER === 'twilio') {
    const absent = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const).filter(
      (name) => !data[name],
    );
    if (absent.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${absent.map((n) => `  ${n}: required when SMS_PROVIDER=twilio`).join('\n')}`,
      );
    }
  }
  if (data.EMAIL_PROVIDER === 'smtp' && !data.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required when EMAIL_PROVIDER=smtp');
  }
  if (data.ADDRESS_VERIFIER === 'usps') {
    const absent = (['USPS_CLIENT_ID', 'USPS_CLIENT_SECRET'] as const).filter((name) => !data[name]);
    if (absent.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${absent.map((n) => `  ${n}: required when ADDRESS_VERIFIER=usps`).join('\n')}`,
      );
    }
  }
  const dataDir = path.resolve(cwd, data.DATA_DIR);
  return toConfig(data, lenderParsed.data, resolveSecrets(data, dataDir), cwd);
}
