import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue.js';

export const PGLITE_COPY_QUEUE = 'pglite-daily-copy';
/** Copies kept: a week of days. */
const KEEP = 7;

/** Where the daily copies of the embedded database live: beside it, under DATA_DIR. */
export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/**
 * Writes today's copy of the embedded database (PGlite's own dump of its folder, gzipped tar) unless one exists,
 * and keeps the newest week. Restoring is starting with PGLITE_RESTORE_FROM=<file> on an empty folder.
 */
export async function writeDailyCopy(
  client: PGlite,
  dataDir: string,
  today: Date,
): Promise<string | undefined> {
  const folder = backupsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  const name = `pglite-${today.toISOString().slice(0, 10)}.tar.gz`;
  const existing = readdirSync(folder).filter((file) => /^pglite-\d{4}-\d{2}-\d{2}\.tar\.gz$/.test(file));
  if (existing.includes(name)) return undefined;
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(folder, name);
  // Written under a temporary name first, so a crash mid-write never leaves a half copy that looks whole.
  writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.partial`, file);
  for (const old of [...existing, name].sort().slice(0, -KEEP))
    rmSync(path.join(folder, old), { force: true });
  return file;
}

/**
 * A durable daily job (decision 186), never a timer: pg-boss's schedule runs it at 03:30 each day, and one is
 * queued at start (one per date, whichever instance) so a server started after 03:30 still has today's copy.
 */
export async function startDailyCopies(
  queue: JobQueue,
  client: PGlite,
  dataDir: string,
  now: () => Date,
  log: FastifyBaseLogger,
): Promise<void> {
  await queue.ensureQueue(PGLITE_COPY_QUEUE, {});
  await queue.work(PGLITE_COPY_QUEUE, async () => {
    const file = await writeDailyCopy(client, dataDir, now());
    if (file) log.info({ file }, 'daily copy of the embedded database written');
  });
  await queue.boss.schedule(PGLITE_COPY_QUEUE, '30 3 * * *');
  await queue.boss.send(PGLITE_COPY_QUEUE, {}, { singletonKey: now().toISOString().slice(0, 10) });
}
