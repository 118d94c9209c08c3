import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, submitApplication, verifyPhone, type TestApp } from './helper.js';

// Decisions 285 and 287: the probes a proxy asks, and what an operator scrapes.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const readyz = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json<{ ready: boolean; checks: Record<string, string> }>() };
};
const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

describe('livez, readyz and metrics', () => {
  it('is live, and ready once the database answers at head, the queue runs and the LISTEN is up', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ live: true });
    expect(await readyz()).toEqual({
      status: 200,
      body: {
        ready: true,
        checks: { database: 'ok', migrations: 'ok', jobQueue: 'ok', listen: 'ok', shutdown: 'no' },
      },
    });
  });

  it('counts requests by route, texts and lender calls by lender and outcome, and the queues', async () => {
    const consumer = await verifyPhone(t.app);
    // SSN 111-11-1111: the sandbox approves (apps/partner-sandbox decision tables).
    const res = await submitApplication(t.app, consumer, '111111111');
    expect(res.statusCode).toBe(200);
    const text = await metrics();
    expect(text).toMatch(
      /ttapply_http_request_seconds_count\{method="POST",route="\/api\/v1\/apps\/app",status="200"\} 1\n/,
    );
    // The route as registered, never an application's id.
    expect(text).toMatch(/route="\/api\/v1\/apps\/app\/:id"/);
    expect(text).toMatch(/ttapply_sms_sends_total\{provider="local",outcome="sent"\} 1\n/);
    expect(text).toMatch(
      /ttapply_lender_call_seconds_count\{lender="CFNA",kind="application",outcome="a"\} 1\n/,
    );
    expect(text).toMatch(/ttapply_job_queue_waiting\{queue="lender-call"\} 0\n/);
    expect(text).toContain('# TYPE ttapply_job_queue_oldest_seconds gauge');
    expect(text).toContain('ttapply_board_connections 0');
  });

  it('keeps a sane X-Request-ID from the proxy, and makes its own otherwise', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/livez',
      headers: { 'x-request-id': 'haproxy-7f3a.1' },
    });
    expect(kept.headers['x-request-id']).toBe('haproxy-7f3a.1');
    const made = await t.app.inject({
      method: 'GET',
      url: '/livez',
      headers: { 'x-request-id': 'x'.repeat(65) },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not ready while its database is behind the build', async () => {
    const [last] = (
      (await t.app.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    expect(await readyz()).toMatchObject({
      status: 503,
      body: { ready: false, checks: { migrations: 'behind' } },
    });
    await t.app.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`,
    );
    expect((await readyz()).status).toBe(200);
  });

  it('is not ready from the moment it starts draining, while it still answers', async () => {
    await t.app.health.drain();
    expect(await readyz()).toMatchObject({
      status: 503,
      body: { ready: false, checks: { shutdown: 'draining' } },
    });
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  });
});

describe('JOB_WORKERS=0 (servers beside `deploy/start.sh worker` instances)', () => {
  it('enqueues but works no queue, where a default instance works the lender calls', async () => {
    const working = (app: TestApp) => app.app.services.jobs.boss.getWipData().map((worker) => worker.name);
    expect(working(t)).toContain('lender-call');
    const enqueueOnly = await buildTestApp({ env: { JOB_WORKERS: '0' } });
    try {
      expect(working(enqueueOnly)).toEqual([]);
      expect((await enqueueOnly.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await enqueueOnly.close();
    }
  });
});
