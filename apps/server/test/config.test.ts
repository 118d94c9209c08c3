import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, EXAMPLE_SECRETS, loadConfig } from '../src/config.js';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const KEY = Buffer.alloc(32, 7).toString('base64');
const SECRETS = { SESSION_SECRET: 's'.repeat(40), OTP_SECRET: 'o'.repeat(40), ENCRYPTION_KEY: KEY };

describe('configuration checked at start', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), ...SECRETS });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.testMode).toBe('LOCAL');
    expect(config.sms.provider).toBe('local');
    expect(config.sessionIdleSeconds).toBe(900);
    expect(config.otp.ttlSeconds).toBe(600);
    expect(config.trainingDemoCode).toBe('135790');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['TEST_MODE', 'SOMETIMES'],
    ['ENCRYPTION_KEY', 'c2hvcnQ='],
    ['SMS_PROVIDER', 'pigeon'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['SESSION_IDLE_SECONDS', '-5'],
    ['TRAINING_DEMO_CODE', '12ab56'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.1, everyone'],
    ['TRUST_PROXY', '10.0.0.0/33'],
  ])('a bad %s stops start with a message naming it', (name, value) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), ...SECRETS, [name]: value });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("checks a lender's own variables (its settings) with the server's, and hands each its part", () => {
    const run = () =>
      loadConfig({ DATA_DIR: tempDir(), ...SECRETS, PORT: 'abc', VERS_SESSION_TTL_SECONDS: '0' });
    expect(run).toThrow(/^Invalid configuration:\n {2}PORT: .*\n {2}VERS_SESSION_TTL_SECONDS: /);
    const config = loadConfig({ DATA_DIR: tempDir(), ...SECRETS, VERS_POLL_INTERVAL_SECONDS: '2' });
    expect(config.lenders.environment).toEqual({
      VERS_POLL_INTERVAL_SECONDS: 2,
      VERS_SESSION_TTL_SECONDS: 1800,
    });
    expect(config.client).toMatchObject({ versPollIntervalMs: 2000 });
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies, in production too', () => {
    const trust = (value?: string) =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), ...SECRETS, TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16,loopback, fd00::/8')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('requires every secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /SESSION_SECRET: required in production[\s\S]*OTP_SECRET[\s\S]*ENCRYPTION_KEY/,
    );
  });

  it('refuses in production the example secrets of deploy/example.env and one value for two secrets', () => {
    const example = Object.fromEntries(
      readFileSync(path.resolve(import.meta.dirname, '../../../deploy/example.env'), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    ) as Record<string, string>;
    expect(example.SESSION_SECRET).toBe(EXAMPLE_SECRETS.SESSION_SECRET);
    const production = (env: Record<string, string | undefined>) => () =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), ...SECRETS, ...env });
    expect(production({})).not.toThrow();
    expect(
      production({ SESSION_SECRET: example.SESSION_SECRET, ENCRYPTION_KEY: example.ENCRYPTION_KEY }),
    ).toThrow(/SESSION_SECRET: is the example value[\s\S]*ENCRYPTION_KEY: is the example value/);
    expect(production({ OTP_SECRET: SECRETS.SESSION_SECRET })).toThrow(
      /OTP_SECRET: must differ from SESSION_SECRET/,
    );
    // Outside production the examples start a development server as any value would.
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), ...SECRETS, OTP_SECRET: example.OTP_SECRET }),
    ).not.toThrow();
  });

  it('drains 5 s before closing in production, not at all elsewhere, unless SHUTDOWN_DRAIN_MS says', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), ...SECRETS }).shutdownDrainMs).toBe(
      5000,
    );
    expect(loadConfig({ DATA_DIR: tempDir(), ...SECRETS }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir(), ...SECRETS, SHUTDOWN_DRAIN_MS: '2000' }).shutdownDrainMs).toBe(
      2000,
    );
  });

  it('requires Twilio credentials when SMS_PROVIDER=twilio', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...SECRETS, SMS_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID: required when SMS_PROVIDER=twilio/,
    );
  });

  it('generates development secrets once into DATA_DIR/secrets.json and reuses them', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(Buffer.from(stored.ENCRYPTION_KEY ?? '', 'base64')).toHaveLength(32);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
  });

  it('resolves DATA_DIR and WEB_DIST_DIR against the working directory', () => {
    const cwd = tempDir();
    const config = loadConfig({ ...SECRETS, DATA_DIR: 'data', WEB_DIST_DIR: '../web/dist' }, cwd);
    expect(config.dataDir).toBe(path.join(cwd, 'data'));
    expect(config.webDistDir).toBe(path.resolve(cwd, '../web/dist'));
  });

  it('derives the public base URL from PORT when PUBLIC_BASE_URL is unset (texted links point at the port in use)', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), ...SECRETS, PORT: '4100' }).publicBaseUrl).toBe(
      'http://localhost:4100',
    );
    expect(loadConfig({ DATA_DIR: tempDir(), ...SECRETS }).publicBaseUrl).toBe('http://localhost:3000');
    expect(
      loadConfig({ DATA_DIR: tempDir(), ...SECRETS, PORT: '4100', PUBLIC_BASE_URL: 'https://apply.example/' })
        .publicBaseUrl,
    ).toBe('https://apply.example');
  });
});
