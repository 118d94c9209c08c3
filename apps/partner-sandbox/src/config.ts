import { z } from 'zod';

/** A bad environment value stops the start with a message naming the variable (GUIDE 8). */
export class SandboxConfigError extends Error {}

const port = z.coerce.number().int().min(0).max(65535);
const ms = z.coerce.number().int().min(0).max(600_000);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: port.default(3000),
  SANDBOX_PORT: port.optional(),
  HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_DELAY_MIN_MS: ms.default(1000),
  SANDBOX_DELAY_MAX_MS: ms.default(2000),
  SANDBOX_CONTROLS: z.enum(['0', '1']).optional(),
  APP_ORIGIN: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface SandboxConfig {
  port: number;
  host: string;
  /** Answer delay of a normal request (lenders §9: "Local test mocks wait 1 to 2 seconds"). */
  delay: { minMs: number; maxMs: number };
  /** The /sandbox/* test controls: off in production unless SANDBOX_CONTROLS=1. */
  controls: boolean;
  /** The app's origin, allowed to frame the disclosure pages (CSP frame-ancestors). */
  appOrigin: string;
  logLevel: string;
}

export function sandboxConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new SandboxConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SANDBOX_DELAY_MAX_MS < e.SANDBOX_DELAY_MIN_MS) {
    throw new SandboxConfigError(
      'Invalid configuration:\n  SANDBOX_DELAY_MAX_MS: must not be less than SANDBOX_DELAY_MIN_MS',
    );
  }
  return {
    port: e.SANDBOX_PORT ?? e.PORT + 1,
    host: e.HOST,
    delay: { minMs: e.SANDBOX_DELAY_MIN_MS, maxMs: e.SANDBOX_DELAY_MAX_MS },
    controls: e.NODE_ENV !== 'production' || e.SANDBOX_CONTROLS === '1',
    appOrigin: new URL(e.APP_ORIGIN).origin,
    logLevel: e.LOG_LEVEL,
  };
}
