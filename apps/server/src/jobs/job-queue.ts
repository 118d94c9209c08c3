import { PgBoss, fromPglite, type Job, type QueueOptions, type QueuePolicy } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';

/**
 * The durable job queue (docs/decisions/040-durable-lender-jobs.md): pg-boss on the same database as the
 * application, PGlite or PostgreSQL. A lender call is a row here, so it survives a restart, runs once across
 * several server instances (SKIP LOCKED), retries after a crash when its attempt expires, and ends in a dead
 * letter queue that records the failure instead of leaving an application waiting for ever.
 */
export interface JobQueueOptions {
  /** How long one attempt may stay active before pg-boss gives it to another worker (crash recovery). */
  expireInSeconds: number;
  /** How often pg-boss looks for expired attempts. */
  monitorIntervalSeconds: number;
  /** How often an idle worker asks for work (LISTEN/NOTIFY wakes it sooner where available). */
  pollingIntervalSeconds: number;
  /** Jobs one server works on at once. */
  concurrency: number;
  /** false: this instance only enqueues (JOB_WORKERS=0); worker instances run the jobs. */
  work?: boolean;
}

/** Jobs fetched together; a batch is done when its slowest job is, so it stays small. */
const JOB_BATCH_SIZE = 8;

/**
 * A working instance touches each of its active jobs every 5 s; one that misses 10 s of touches is failed by
 * the monitor and retried (pg-boss heartbeats, 10 s is its minimum): a killed instance's job is taken up again
 * within about 10 s plus the monitor's interval, not after its whole expiry (decision 192).
 */
export const JOB_HEARTBEAT_SECONDS = 10;

export type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

export class JobQueue {
  private running = true;

  private constructor(
    readonly boss: PgBoss,
    private readonly options: JobQueueOptions,
    /** PGlite: the one process that owns the folder (decision 186), so a job active at start is an orphan. */
    private readonly embedded: boolean,
  ) {}

  static async start(
    connection: DatabaseHandle['jobConnection'],
    options: JobQueueOptions,
    log: FastifyBaseLogger,
  ): Promise<JobQueue> {
    const common = {
      monitorIntervalSeconds: options.monitorIntervalSeconds,
      superviseIntervalSeconds: options.monitorIntervalSeconds,
      useListenNotify: true,
    };
    const boss =
      connection.kind === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: connection.connectionString, max: 4 });
    // pg-boss reports its own failures (a lost connection, a failed maintenance run) as events, not throws.
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    return new JobQueue(boss, options, connection.kind === 'pglite');
  }

  /** Creates the queue (and its dead letter queue) or brings its options up to date; safe on every start. */
  async ensureQueue(
    name: string,
    options: QueueOptions & { deadLetter?: string; policy?: QueuePolicy },
  ): Promise<void> {
    const queueOptions = {
      ...options,
      expireInSeconds: this.options.expireInSeconds,
      heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
      notify: true,
    };
    if (await this.boss.getQueue(name)) {
      // pg-boss refuses to change a queue's policy after creation; it is set once, at creation.
      const { policy: _policy, ...updatable } = queueOptions;
      await this.boss.updateQueue(name, updatable);
      return;
    }
    try {
      await this.boss.createQueue(name, queueOptions);
    } catch (error) {
      // Another instance created it between our look and our create.
      if (!(await this.boss.getQueue(name))) throw error;
    }
  }

  /**
   * Workers in batches: a full batch makes the worker fetch again at once (pg-boss burst mode), so a backlog
   * drains at the lender's pace instead of one job per polling interval; jobs of a batch run side by side and
   * settle one by one. NOTIFY wakes idle workers; the poll is only the safety net.
   */
  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    if (this.options.work === false) return;
    if (this.embedded) await this.retryOrphans(name);
    const batchSize = Math.min(JOB_BATCH_SIZE, this.options.concurrency);
    await this.boss.work<T>(
      name,
      {
        batchSize,
        perJobResults: true,
        localConcurrency: Math.max(1, Math.ceil(this.options.concurrency / batchSize)),
        pollingIntervalSeconds: this.options.pollingIntervalSeconds,
        notifyPollingIntervalSeconds: this.options.pollingIntervalSeconds,
      },
      async (jobs) => {
        const settled = await Promise.allSettled(jobs.map((job) => handler(job.data, job)));
        return settled.map((outcome, i) => ({
          id: jobs[i]!.id,
          status: outcome.status === 'fulfilled' ? ('completed' as const) : ('failed' as const),
          ...(outcome.status === 'rejected' ? { output: { message: String(outcome.reason) } } : {}),
        }));
      },
    );
  }

  /**
   * On the embedded database one process owns the folder (decision 186): a job still active when this process
   * starts was left by a process that died mid-call. It is failed now, so it is retried at once (same key, so no
   * second credit pull) instead of after its heartbeat or expiry (decision 192).
   */
  private async retryOrphans(name: string): Promise<void> {
    const jobs = await this.boss.findJobs(name, { limit: 10_000 });
    const orphans = jobs.filter((job) => job.state === 'active').map((job) => job.id);
    if (orphans.length > 0)
      await this.boss.fail(name, orphans, { message: 'left active by a stopped server' });
  }

  /** Started and not stopped: what /readyz asks of the queue (plugins/health.ts). */
  get started(): boolean {
    return this.running;
  }

  /**
   * Jobs waiting and the age of the oldest one, per queue (the metrics' queue depth and age). Read from pg-boss's
   * own table, one query per scrape.
   */
  async depth(): Promise<{ name: string; queued: number; active: number; oldestSeconds: number }[]> {
    const rows = await this.boss.getDb().executeSql(
      `select q.name,
              count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
              count(j.id) filter (where j.state = 'active')::int as active,
              coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry'))), 0)::float8 as oldest
         from pgboss.queue q
         left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
        group by q.name`,
    );
    return (rows.rows as { name: string; queued: number; active: number; oldest: number }[]).map((row) => ({
      name: row.name,
      queued: Number(row.queued),
      active: Number(row.active),
      oldestSeconds: Number(row.oldest),
    }));
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.boss.stop({ graceful: true, timeout: 5000, close: true });
  }
}
