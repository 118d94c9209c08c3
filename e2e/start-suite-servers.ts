import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { serverPairs, type SuiteServer } from './playwright.config';

const repoRoot = join(import.meta.dirname, '..');

/**
 * Playwright's global setup: every worker's app and sandbox (playwright.config.ts `serverPairs`), started side by
 * side and awaited together; the function it returns stops them after the last walk. Playwright's own webServer
 * list starts one server after the other, so the second app's first start (creating its embedded database) waited
 * for the first's, a core idle meanwhile.
 */
export default async function startSuiteServers(config: FullConfig): Promise<() => Promise<void>> {
  const servers = serverPairs(config.workers);
  // A server already answering on one of the ports is another run's: the walks would talk to it, not to ours.
  const taken = (
    await Promise.all(servers.map(async (server) => ((await answers(server.url)) ? server : null)))
  )
    .filter((server) => server !== null)
    .map((server) => `${server.name} (${server.url})`);
  if (taken.length > 0) throw new Error(`Already answering, stop it first: ${taken.join(', ')}`);

  const running = servers.map((server) => ({ server, child: start(server) }));
  const stopAll = () =>
    Promise.all(
      running.map(async ({ server, child }) => {
        await stop(child);
        if (server.scratchDir) rmSync(server.scratchDir, { recursive: true, force: true });
      }),
    ).then(() => undefined);
  try {
    await Promise.all(running.map(({ server, child }) => ready(server, child)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/** Starts a server in its own process group (so stopping it stops what it started), its errors shown as they come. */
function start(server: SuiteServer): ChildProcess {
  const child = spawn(process.execPath, [server.script], {
    cwd: repoRoot,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      process.stderr.write(`[${server.name}] ${line}\n`);
  });
  return child;
}

async function answers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
  await res?.arrayBuffer().catch(() => undefined);
  return res !== undefined && res.status < 400;
}

/** Waits until the server answers (a state, not a time); fails at once if it exits, or after its timeout. */
async function ready(server: SuiteServer, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + server.timeout;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (!(await answers(server.url))) {
    if (exited) throw new Error(`${server.name} exited before answering at ${server.url}`);
    if (Date.now() > deadline)
      throw new Error(`${server.name} did not answer at ${server.url} within ${server.timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM to the server's process group, then SIGKILL if it has not ended within 10 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await ended;
  clearTimeout(timer);
}
