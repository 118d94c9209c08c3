import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { ConfigError } from '../config.js';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * One process owns the embedded database's folder (decision 186): two servers writing one PGlite folder destroy
 * it. The lock is a file created exclusively (O_EXCL) beside the folder, holding the owner's pid and host; a
 * lock whose process is gone (on this host) is stale and taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return () => {
        if (readOwner(file)?.pid === me.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    const stale = owner !== undefined && owner.host === me.host && !isAlive(owner.pid);
    if (owner !== undefined && !stale) {
      throw new ConfigError(
        `DATA_DIR: the embedded database in ${dir} is in use by another server (process ${owner.pid} on ` +
          `${owner.host}, since ${owner.startedAt}). Stop that server first, or give this one its own DATA_DIR ` +
          '(or a DATABASE_URL: PostgreSQL serves several servers).',
      );
    }
    // A dead owner's lock, or one half-written by a crash: taken over (the O_EXCL create decides a race).
    rmSync(file, { force: true });
  }
  throw new ConfigError(`DATA_DIR: the lock ${file} could not be taken. Try again.`);
}
