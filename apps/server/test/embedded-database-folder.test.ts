import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { consumers } from '../src/db/schema.js';
import { writeDailyCopy } from '../src/jobs/pglite-daily-copy-job.js';
import { copyStartedDatabaseFolder } from './helper.js';
import { startSandbox } from './sandbox.js';

// Decision 186: one process owns the embedded database's folder; a folder that does not open is reported as
// damaged and never deleted; a daily copy beside it restores it. Each test opens the embedded database two or
// three times, which on a busy 2-core machine can take over the suite's 30 s default; the limit here only catches
// a hang.
vi.setConfig({ testTimeout: 180_000 });
const scratch = mkdtempSync(path.join(tmpdir(), 'ttapply-folder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SECRETS = {
  SESSION_SECRET: 's'.repeat(40),
  OTP_SECRET: 'o'.repeat(40),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

async function appOn(dataDir: string, env: Record<string, string> = {}) {
  // A new folder starts as a copy of one a whole app started on (helper.ts), not with every migration again:
  // what these tests look at is the folder's lock and copies, not its making.
  if (!existsSync(path.join(dataDir, 'pglite')) && !env.PGLITE_RESTORE_FROM)
    await copyStartedDatabaseFolder(dataDir);
  const sandbox = await startSandbox();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PARTNER_SANDBOX_URL: sandbox.url,
    ...SECRETS,
    ...env,
  });
  try {
    const app = await buildApp({ config });
    return { app, close: async () => (await app.close(), await sandbox.close()) };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

describe('one server per embedded database folder', () => {
  it('refuses a second server on the same DATA_DIR, naming the folder and the process that holds it', async () => {
    const dataDir = path.join(scratch, 'shared');
    const first = await appOn(dataDir);
    const [written] = await first.app.db.insert(consumers).values({ shopKeyId: 'demo-cfna' }).returning();
    try {
      const second = await appOn(dataDir).then(
        async (running) => (await running.close(), undefined),
        (error: unknown) => error,
      );
      expect(second).toBeInstanceOf(ConfigError);
      expect((second as Error).message).toContain(`the embedded database in ${path.join(dataDir, 'pglite')}`);
      expect((second as Error).message).toContain(`in use by another server (process ${process.pid} on`);
      // The first goes on working.
      const res = await first.app.inject({ method: 'GET', url: '/api/v1/shops/shop/demo-cfna' });
      expect(res.statusCode).toBe(200);
    } finally {
      await first.close();
    }
    // Stopped, it lets the folder go, and the data opens with every row.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const reopened = await appOn(dataDir);
    try {
      const rows = await reopened.app.db.select().from(consumers);
      expect(rows.map((row) => row.id)).toContain(written!.id);
    } finally {
      await reopened.close();
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = path.join(scratch, 'stale');
    const lock = path.join(dataDir, 'pglite.lock');
    const first = await appOn(dataDir);
    await first.close();
    // A server killed with -9 leaves its lock; its pid is no longer a process.
    writeFileSync(
      lock,
      JSON.stringify({ pid: 2 ** 22 + 17, host: hostname(), startedAt: '2026-01-01T00:00:00Z' }),
    );
    const again = await appOn(dataDir);
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    await again.close();
  });
});

describe('a damaged folder and the daily copy', () => {
  it('reports a folder that does not open as damaged, deletes nothing, and restores from the daily copy', async () => {
    const dataDir = path.join(scratch, 'damaged');
    const first = await appOn(dataDir);
    const [consumer] = await first.app.db.insert(consumers).values({ shopKeyId: 'demo-cfna' }).returning();
    const client = first.app.jobConnection.kind === 'pglite' ? first.app.jobConnection.client : undefined;
    const copy = await writeDailyCopy(client!, dataDir, new Date('2026-11-25T12:00:00Z'));
    expect(copy).toBe(path.join(dataDir, 'backups', 'pglite-2026-11-25.tar.gz'));
    // One copy a day: a second call the same day writes nothing.
    expect(await writeDailyCopy(client!, dataDir, new Date('2026-11-25T18:00:00Z'))).toBeUndefined();
    await first.close();

    // Damage the folder: the cluster's control file is gone.
    const folder = path.join(dataDir, 'pglite');
    rmSync(path.join(folder, 'global', 'pg_control'));
    const before = readdirSync(folder).sort();
    const failure = await appOn(dataDir).then(
      async (running) => (await running.close(), undefined),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as Error).message).toContain(`the embedded database in ${folder} does not open`);
    expect((failure as Error).message).toContain('Nothing was deleted.');
    expect(readdirSync(folder).sort()).toEqual(before);

    // Moved aside, the folder is restored from the copy with everything in it.
    const restoredDir = path.join(scratch, 'restored');
    const restored = await appOn(restoredDir, { PGLITE_RESTORE_FROM: copy! });
    try {
      const rows = await restored.app.db.select().from(consumers);
      expect(rows.map((row) => row.id)).toContain(consumer!.id);
    } finally {
      await restored.close();
    }
  });
});
