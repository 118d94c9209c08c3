import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyConfig } from './haproxy-config.js';

/**
 * A production cluster on this machine (decision 286): PostgreSQL (the machine's binaries, or DATABASE_URL),
 * migrations run once, N instances started by deploy/start.sh with NODE_ENV=production, HAProxy in front on one
 * port checking each instance's /readyz, and the partner sandbox only when asked. `npm run cluster` runs it
 * (scripts/cluster/cli.ts) and the cluster test drives it (cluster.test.ts): the same code, the same start script.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_SCRIPT = path.join(ROOT, 'deploy/start.sh');

export interface ClusterOptions {
  /** The proxy's port; the instances take the ports after it, the sandbox the one after them. */
  port: number;
  instances?: number;
  /** An existing PostgreSQL; unset: a throwaway one from the machine's binaries on `postgresPort`. */
  databaseUrl?: string;
  postgresPort?: number;
  /** Start the partner sandbox (apps/partner-sandbox) and send lender calls to it. */
  sandbox?: boolean;
  /** Write the demo shops and test link codes after the migrations: production seeds nothing by itself. */
  demoShops?: boolean;
  /** Settings for every instance beyond the cluster's own (secrets come from the environment when set). */
  env?: Record<string, string>;
  /** Each process's output goes to <logDir>/<name>.log. */
  logDir?: string;
  /** Told of each step, for the command line. */
  say?: (line: string) => void;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess | undefined;
}

/** Waits for a state (never for a time): `read` answers undefined until the state is reached. */
export async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function answers(url: string): Promise<number | undefined> {
  const res = await fetch(url, { signal: AbortSignal.timeout(3000) }).catch(() => undefined);
  await res?.arrayBuffer().catch(() => undefined);
  return res?.status;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The newest PostgreSQL server binaries on this machine (scripts/lib/ensure-dependencies.sh installs them). */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length > 0 ? path.join(base, versions.at(-1)!, 'bin') : '';
  if (!bin || !existsSync(path.join(bin, 'initdb')))
    throw new Error('No PostgreSQL server binaries: run `npm run cluster`, which installs them.');
  return bin;
}

/** A PostgreSQL cluster in a temporary folder that can be stopped and started again (the outage test). */
export class ThrowawayPostgres {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'ttapply-cluster-pg-'));
  private readonly bin = postgresBin();
  /** PostgreSQL refuses to run as root: as root the folder belongs to `postgres`. */
  private readonly as = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  readonly url: string;

  constructor(private readonly port: number) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    if (this.as.length > 0) {
      if (spawnSync('id', ['postgres']).status !== 0)
        spawnSync('useradd', ['--system', '--no-create-home', 'postgres']);
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      chownSync(this.dir, uid, -1);
    }
    this.run('initdb', ['-D', this.data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  }

  private get data() {
    return path.join(this.dir, 'data');
  }

  private run(tool: string, args: string[]) {
    const [command, ...rest] = [...this.as, path.join(this.bin, tool), ...args];
    const result = spawnSync(command!, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    this.run('pg_ctl', [
      '-D',
      this.data,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      '-o',
      options,
      'start',
    ]);
  }

  /** A fast shutdown: connections are closed, as in an outage or a failover. */
  stop(): void {
    this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  remove(): void {
    try {
      this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** One `show stat` line per server of the backend: 'UP', 'DOWN', 'MAINT', … */
async function proxyStatus(socket: string): Promise<Map<string, string>> {
  const text = await new Promise<string>((resolve, reject) => {
    let out = '';
    const client = connect(socket, () => client.end('show stat\n'));
    client.setEncoding('utf8');
    client.on('data', (chunk: string) => (out += chunk));
    client.on('end', () => resolve(out));
    client.on('error', reject);
  });
  const status = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [proxy, server, ...fields] = line.split(',');
    if (proxy === 'app' && server && server !== 'BACKEND') status.set(server, fields[15] ?? '');
  }
  return status;
}

export class Cluster {
  readonly instances: Instance[];
  readonly proxyUrl: string;
  readonly sandboxUrl: string | undefined;
  readonly postgres: ThrowawayPostgres | undefined;
  readonly databaseUrl: string;
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'ttapply-cluster-'));
  private readonly logDir: string;
  private proxy: ChildProcess | undefined;
  private sandbox: ChildProcess | undefined;
  private readonly say: (line: string) => void;

  constructor(private readonly options: ClusterOptions) {
    const count = options.instances ?? 2;
    this.say = options.say ?? (() => undefined);
    this.logDir = options.logDir ?? path.join(this.dir, 'logs');
    mkdirSync(this.logDir, { recursive: true });
    this.proxyUrl = `http://127.0.0.1:${options.port}`;
    this.instances = Array.from({ length: count }, (_, i) => {
      const port = options.port + 1 + i;
      return { name: `app${i + 1}`, port, url: `http://127.0.0.1:${port}`, process: undefined };
    });
    this.sandboxUrl = options.sandbox ? `http://127.0.0.1:${options.port + count + 1}` : undefined;
    this.postgres = options.databaseUrl
      ? undefined
      : new ThrowawayPostgres(options.postgresPort ?? options.port + count + 2);
    this.databaseUrl = options.databaseUrl ?? this.postgres!.url;
  }

  private get socket() {
    return path.join(this.dir, 'haproxy.sock');
  }

  private spawnLogged(
    name: string,
    command: string,
    args: string[],
    env: Record<string, string>,
  ): ChildProcess {
    const log = createWriteStream(path.join(this.logDir, `${name}.log`), { flags: 'a' });
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    return child;
  }

  /** What every instance is started with: production, on PostgreSQL, behind one proxy. */
  private instanceEnv(instance: Instance): Record<string, string> {
    const sandbox: Record<string, string> = this.sandboxUrl
      ? { TEST_MODE: 'LOCAL', PARTNER_SANDBOX_URL: this.sandboxUrl }
      : { TEST_MODE: 'NONE' };
    return {
      NODE_ENV: 'production',
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      DATABASE_URL: this.databaseUrl,
      PUBLIC_BASE_URL: this.proxyUrl,
      // The proxy is on this machine: the client's address is the one it forwards (per-IP limits, logs).
      TRUST_PROXY: 'loopback',
      // The proxy's checks (every 500 ms, two failures, the second after 250 ms) take the instance out within
      // about a second: it has stopped sending before the instance stops listening.
      SHUTDOWN_DRAIN_MS: '2000',
      DATA_DIR: path.join(this.dir, instance.name),
      ...sandbox,
      ...this.options.env,
    };
  }

  async startInstance(instance: Instance): Promise<void> {
    instance.process = this.spawnLogged(
      instance.name,
      'bash',
      [START_SCRIPT, 'server'],
      this.instanceEnv(instance),
    );
    const child = instance.process;
    await until(`${instance.name} ready`, async () => {
      if (child.exitCode !== null)
        throw new Error(`${instance.name} exited (${this.logDir}/${instance.name}.log)`);
      return (await answers(`${instance.url}/readyz`)) === 200 ? true : undefined;
    }).catch((error: unknown) => {
      if (child.exitCode !== null)
        throw new Error(`${instance.name} exited at start: see ${this.logDir}/${instance.name}.log`);
      throw error;
    });
  }

  /** SIGTERM: the instance drains (readyz 503 while it still serves), then closes; resolves once it exited. */
  async stopInstance(instance: Instance): Promise<void> {
    const child = instance.process;
    if (!child) return;
    child.kill('SIGTERM');
    await exited(child);
    instance.process = undefined;
  }

  /** The proxy's view of each instance ('UP', 'DOWN', …). */
  proxyStatus(): Promise<Map<string, string>> {
    return proxyStatus(this.socket);
  }

  async proxySees(instance: Instance, status: 'UP' | 'DOWN'): Promise<void> {
    await until(`the proxy to see ${instance.name} ${status}`, async () =>
      (await this.proxyStatus()).get(instance.name)?.startsWith(status) ? true : undefined,
    );
  }

  async start(): Promise<void> {
    if (this.postgres) {
      this.say(`› PostgreSQL (the machine's binaries) on ${this.databaseUrl}`);
      this.postgres.start();
    }
    this.say('› Migrations, once');
    const migrate = spawnSync('bash', [START_SCRIPT, 'migrate'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: this.databaseUrl },
      encoding: 'utf8',
    });
    if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr}`);
    if (this.options.demoShops) {
      this.say('› Demo shops and test link codes');
      const seeded = spawnSync('bash', [START_SCRIPT, 'demo-shops'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: this.databaseUrl },
        encoding: 'utf8',
      });
      if (seeded.status !== 0) throw new Error(`the demo shops were not written: ${seeded.stderr}`);
    }
    if (this.sandboxUrl) {
      this.say(`› Partner sandbox on ${this.sandboxUrl}`);
      this.sandbox = this.spawnLogged('sandbox', 'node', ['apps/partner-sandbox/dist/server.js'], {
        HOST: '127.0.0.1',
        SANDBOX_PORT: String(new URL(this.sandboxUrl).port),
        APP_ORIGIN: this.proxyUrl,
        SANDBOX_DELAY_MIN_MS: this.options.env?.SANDBOX_DELAY_MIN_MS ?? '0',
        SANDBOX_DELAY_MAX_MS: this.options.env?.SANDBOX_DELAY_MAX_MS ?? '0',
        SANDBOX_CONTROLS: '1',
      });
      await until('the sandbox', async () =>
        (await answers(`${this.sandboxUrl}/sandbox/requests-in-flight?lender=CFNA`)) === 200
          ? true
          : undefined,
      );
    }
    this.say(`› ${this.instances.length} instances (NODE_ENV=production, deploy/start.sh server)`);
    await Promise.all(this.instances.map((instance) => this.startInstance(instance)));
    const config = path.join(this.dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig({
        bind: `127.0.0.1:${this.options.port}`,
        servers: this.instances.map((i) => ({ name: i.name, address: `127.0.0.1:${i.port}` })),
        statsSocket: this.socket,
      }),
    );
    this.say(`› HAProxy on ${this.proxyUrl}`);
    this.proxy = this.spawnLogged('haproxy', 'haproxy', ['-f', config, '-db'], {});
    for (const instance of this.instances) await this.proxySees(instance, 'UP');
  }

  /**
   * The rolling restart (decision 286): one instance at a time, drain (SIGTERM: /readyz 503 while it still
   * serves, until the proxy has taken it out), stop, start, wait until ready and back in the proxy; then the next.
   * `onDraining` is told while an instance drains (the test asks its /readyz then).
   */
  async rollingRestart(onDraining?: (instance: Instance) => Promise<void>): Promise<void> {
    for (const instance of this.instances) {
      this.say(`› Restarting ${instance.name}: drain, stop, start, wait for ready`);
      const child = instance.process;
      if (!child) throw new Error(`${instance.name} is not running`);
      child.kill('SIGTERM');
      await onDraining?.(instance);
      await this.proxySees(instance, 'DOWN');
      await exited(child);
      instance.process = undefined;
      await this.startInstance(instance);
      await this.proxySees(instance, 'UP');
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.instances.map((instance) => this.stopInstance(instance)));
    for (const child of [this.proxy, this.sandbox]) {
      if (!child) continue;
      child.kill('SIGTERM');
      await exited(child);
    }
    this.postgres?.remove();
    // The instances' folders, the proxy's configuration and socket; logs stay only in a logDir given.
    rmSync(this.dir, { recursive: true, force: true });
  }
}
