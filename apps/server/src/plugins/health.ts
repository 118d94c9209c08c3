import fp from 'fastify-plugin';
import { z } from 'zod';
import { appliedMigrationHead, migrationHead } from '../db/database.js';

/**
 * The probes a proxy or an orchestrator asks (decision 285). /livez: the process answers. /readyz: this instance
 * should be sent traffic: the database answers and has this build's migrations, the job queue is started, the
 * LISTEN connection that carries other instances' changes is up, and the instance is not shutting down. From the
 * moment SIGTERM arrives (start-server.ts calls `health.drain`) it answers 503 while it goes on serving for
 * SHUTDOWN_DRAIN_MS, so the proxy's health check takes it out before it stops listening.
 */
export interface Health {
  readonly draining: boolean;
  /** Answers /readyz 503 from now on, and resolves once the drain time has passed. */
  drain(): Promise<void>;
}

/** A database that takes longer than this to answer is not one to send traffic to (and bounds a hung probe). */
const DATABASE_CHECK_MS = 2000;

const check = z.enum(['ok', 'failing']);
const readiness = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: check,
    migrations: z.enum(['ok', 'behind', 'unknown']),
    jobQueue: z.enum(['ok', 'stopped']),
    listen: z.enum(['ok', 'lost']),
    shutdown: z.enum(['no', 'draining']),
  }),
});
type Readiness = z.infer<typeof readiness>;

/** The database's newest applied migration, or undefined when it does not answer within DATABASE_CHECK_MS. */
async function databaseHead(read: () => Promise<number>): Promise<number | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([read().catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export default fp(
  async (app) => {
    const head = migrationHead();
    let draining = false;
    const health: Health = {
      get draining() {
        return draining;
      },
      async drain() {
        draining = true;
        app.log.info({ drainMs: app.config.shutdownDrainMs }, 'not ready: draining before shutdown');
        await new Promise((resolve) => setTimeout(resolve, app.config.shutdownDrainMs));
      },
    };
    app.decorate('health', health);

    app.get('/livez', { schema: { response: { 200: z.object({ live: z.literal(true) }) } } }, async () => ({
      live: true as const,
    }));

    app.get(
      '/readyz',
      { schema: { response: { 200: readiness, 503: readiness } } },
      async (_request, reply) => {
        const applied = await databaseHead(() => appliedMigrationHead(app.db));
        const checks: Readiness['checks'] = {
          database: applied === undefined ? 'failing' : 'ok',
          migrations: applied === undefined ? 'unknown' : applied >= head ? 'ok' : 'behind',
          jobQueue: app.services.jobs.started ? 'ok' : 'stopped',
          listen: app.services.journeyFeed.listening ? 'ok' : 'lost',
          shutdown: draining ? 'draining' : 'no',
        };
        const ready =
          checks.database === 'ok' &&
          checks.migrations === 'ok' &&
          checks.jobQueue === 'ok' &&
          checks.listen === 'ok' &&
          checks.shutdown === 'no';
        return reply.code(ready ? 200 : 503).send({ ready, checks });
      },
    );
  },
  { name: 'health', dependencies: ['database', 'services'] },
);
