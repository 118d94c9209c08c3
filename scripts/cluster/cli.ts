// `npm run cluster` (scripts/cluster.sh): starts the production cluster and keeps it running until Ctrl-C;
// `npm run cluster -- restart` asks the running one for a rolling restart and waits until it is done.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Cluster, until } from './cluster.js';

const STATE = path.resolve('.cluster.json');
interface State {
  pid: number;
  proxyUrl: string;
  instances: { name: string; url: string }[];
  restarts: number;
}

const say = (line: string) => console.log(line);
const command = process.argv[2] ?? 'start';

if (command === 'restart') {
  if (!existsSync(STATE)) {
    console.error('No cluster is running here (no .cluster.json): start one with `npm run cluster`.');
    process.exit(1);
  }
  const before = JSON.parse(readFileSync(STATE, 'utf8')) as State;
  process.kill(before.pid, 'SIGHUP');
  say(`› Rolling restart asked of the cluster on ${before.proxyUrl}`);
  await until(
    'the rolling restart',
    async () =>
      (JSON.parse(readFileSync(STATE, 'utf8')) as State).restarts > before.restarts ? true : undefined,
    600_000,
  );
  say('› Every instance restarted');
  process.exit(0);
}
if (command !== 'start') {
  console.error('usage: npm run cluster [-- restart]');
  process.exit(64);
}

const env: Record<string, string> = {};
// Production refuses to start without its secrets: the cluster here makes throwaway ones unless given.
for (const [name, bytes] of [
  ['SESSION_SECRET', 48],
  ['OTP_SECRET', 48],
  ['ENCRYPTION_KEY', 32],
] as const) {
  env[name] = process.env[name] ?? randomBytes(bytes).toString('base64');
}
const logDir = path.resolve(process.env.CLUSTER_LOG_DIR ?? 'cluster-logs');
const cluster = new Cluster({
  port: Number(process.env.CLUSTER_PORT ?? 8080),
  instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  databaseUrl: process.env.DATABASE_URL,
  sandbox: process.env.CLUSTER_SANDBOX === '1',
  demoShops: process.env.CLUSTER_DEMO_SHOPS === '1',
  logDir,
  env: { ...env, SANDBOX_DELAY_MIN_MS: '1000', SANDBOX_DELAY_MAX_MS: '2000' },
  say,
});
const state: State = {
  pid: process.pid,
  proxyUrl: cluster.proxyUrl,
  instances: cluster.instances.map((i) => ({ name: i.name, url: i.url })),
  restarts: 0,
};
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  say('› Stopping the cluster');
  cluster.stop().finally(() => {
    rmSync(STATE, { force: true });
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
try {
  await cluster.start();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await cluster.stop().catch(() => undefined);
  process.exit(1);
}
writeFileSync(STATE, JSON.stringify(state, null, 2));
say(`› Text To Apply on ${cluster.proxyUrl} (instances: ${state.instances.map((i) => i.url).join(', ')})`);
say(
  '  Rolling restart: npm run cluster -- restart · metrics: <instance>/metrics · logs: cluster-logs/ · Ctrl-C stops',
);
let restarting = false;
process.on('SIGHUP', () => {
  if (restarting) return;
  restarting = true;
  cluster
    .rollingRestart()
    .then(() => {
      state.restarts += 1;
      writeFileSync(STATE, JSON.stringify(state, null, 2));
      say('› Rolling restart done');
    })
    .catch((error: unknown) => console.error(`Rolling restart failed: ${String(error)}`))
    .finally(() => (restarting = false));
});
