import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { EmailProvider } from '../partners/email/index.js';
import type { SmsProvider } from '../partners/sms/index.js';
import type { LenderAdapter, LenderDecision, LenderRegistry } from '../lenders/index.js';

/**
 * What an operator watches (GUIDE 22, decision 287), in Prometheus' text format on GET /metrics through
 * prom-client: request latency by route, lender calls by lender and outcome with their latency, the job queues'
 * depth and oldest job's age, open boards, texts and e-mails sent, webhook tries. One registry per app, so every test app
 * counts its own (the process's own figures once per process). Each instance is scraped on its own port; the proxy does not pass /metrics (deploy/haproxy.cfg).
 */
export interface Metrics {
  registry: Registry;
  /** Open live boards (SSE streams) on this instance. */
  boardConnections: Gauge;
  /** Webhook tries by outcome (docs/webhooks.md): delivered, retrying, given-up, gone. */
  webhookTries: Counter;
  /** Wraps the lender registry so every adapter's calls are timed and counted, whatever the lender. */
  lenders(registry: LenderRegistry): LenderRegistry;
  sms(provider: SmsProvider): SmsProvider;
  email(provider: EmailProvider): EmailProvider;
  /** The job queues' depth and age, read at each scrape. */
  watchQueues(
    read: () => Promise<{ name: string; queued: number; active: number; oldestSeconds: number }[]>,
  ): void;
}

/** Seconds: the API's aims are tens of milliseconds (GUIDE performance figures), lenders take seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const LENDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30];

/**
 * The process's own figures (memory, garbage collection, event-loop lag) are collected once per process: each
 * collection starts observers that are never stopped, so one per app made every later app of a process (the
 * server tests build hundreds) slower with each garbage collection.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const lenderSeconds = new Histogram({
    name: 'ttapply_lender_call_seconds',
    help: 'Lender calls (applications and prequals) by lender, kind and outcome: a decision letter, or error',
    labelNames: ['lender', 'kind', 'outcome'],
    buckets: LENDER_BUCKETS,
    registers,
  });
  const sends = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['provider', 'outcome'], registers });
  const smsSends = sends(
    'ttapply_sms_sends_total',
    'Texts handed to the SMS provider, by outcome (sent, failed)',
  );
  const emailSends = sends(
    'ttapply_email_sends_total',
    'E-mails handed to the provider, by outcome (sent, failed)',
  );
  const boardConnections = new Gauge({
    name: 'ttapply_board_connections',
    help: 'Live boards (Server-Sent Events streams) open on this instance',
    registers,
  });
  const webhookTries = new Counter({
    name: 'ttapply_webhook_tries_total',
    help: 'Webhook tries by outcome: delivered, retrying (to be tried again), given-up, gone (410 disabled it)',
    labelNames: ['outcome'],
    registers,
  });
  let readQueues: Parameters<Metrics['watchQueues']>[0] | undefined;
  const queueGauge = (name: string, help: string, pick: 'queued' | 'active' | 'oldestSeconds') =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers,
      async collect() {
        if (!readQueues) return;
        this.reset();
        // A scrape while the database is away reports the gauges empty rather than failing the whole page.
        const queues = await readQueues().catch(() => []);
        for (const queue of queues) this.set({ queue: queue.name }, queue[pick]);
      },
    });
  queueGauge('ttapply_job_queue_waiting', 'Jobs waiting to run (created or to retry), by queue', 'queued');
  queueGauge('ttapply_job_queue_active', 'Jobs running now on any instance, by queue', 'active');
  queueGauge('ttapply_job_queue_oldest_seconds', 'Age of the oldest waiting job, by queue', 'oldestSeconds');

  const timed = (appCode: string, kind: string, call: () => Promise<LenderDecision>) => {
    const stop = lenderSeconds.startTimer({ lender: appCode, kind });
    return call().then(
      (decision) => {
        stop({ outcome: decision.status });
        return decision;
      },
      (error: unknown) => {
        stop({ outcome: 'error' });
        throw error;
      },
    );
  };
  const counted = <T extends { name: string; send(...args: never[]): Promise<void> }>(
    provider: T,
    counter: Counter,
  ): T =>
    Object.assign(Object.create(provider) as T, {
      send: (...args: Parameters<T['send']>) =>
        provider.send(...args).then(
          () => counter.inc({ provider: provider.name, outcome: 'sent' }),
          (error: unknown) => {
            counter.inc({ provider: provider.name, outcome: 'failed' });
            throw error;
          },
        ),
    });
  return {
    registry,
    boardConnections,
    webhookTries,
    lenders: (inner) => ({
      forApp(appCode, options) {
        const adapter = inner.forApp(appCode, options);
        return Object.assign(Object.create(adapter) as LenderAdapter, {
          submitApplication: (
            submission: Parameters<LenderAdapter['submitApplication']>[0],
            signal: AbortSignal,
          ) => timed(adapter.appCode, 'application', () => adapter.submitApplication(submission, signal)),
          prequalify: (submission: Parameters<LenderAdapter['prequalify']>[0], signal: AbortSignal) =>
            timed(adapter.appCode, 'prequal', () => adapter.prequalify(submission, signal)),
        });
      },
      documents: (options) => inner.documents(options),
    }),
    sms: (provider) => counted(provider, smsSends),
    email: (provider) => counted(provider, emailSends),
    watchQueues(read) {
      readQueues = read;
    },
  };
}

/** Route URL as registered ('/api/v1/apps/app/:id'), so an id never becomes a label; unmatched requests as one. */
function routeLabel(request: { routeOptions: { url?: string } }): string {
  return request.routeOptions.url ?? 'unmatched';
}

export default fp(
  async (app: FastifyInstance) => {
    const metrics = createMetrics();
    const requestSeconds = new Histogram({
      name: 'ttapply_http_request_seconds',
      help: 'Time to answer an HTTP request, by method, route and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers: [metrics.registry],
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      requestSeconds.observe(
        { method: request.method, route: routeLabel(request), status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      done();
    });
    app.get(
      '/metrics',
      { schema: { produces: ['text/plain'], response: { 200: z.string() } } },
      async (_request, reply) => {
        reply.type(metrics.registry.contentType);
        // Two registries' texts one after the other are one valid exposition: each metric has its own lines.
        return `${await processMetrics().metrics()}\n${await metrics.registry.metrics()}`;
      },
    );
  },
  { name: 'metrics' },
);
