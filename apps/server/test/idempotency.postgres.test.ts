import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '../src/db/schema.js';
import { KEY_IN_USE_MESSAGE, KEY_REUSED_MESSAGE } from '../src/services/idempotency-service.js';
import { buildTestAppsOnOneDatabase } from './helper.js';

/**
 * The Idempotency-Key draft's three answers for a key, with two server instances on one PostgreSQL: while the
 * first request is still being answered a twin gets 409 at once (it does not wait holding a connection); once
 * the first committed, the same request gets the stored answer and another request with the key 422. PGlite
 * runs one transaction at a time, so a twin there can only arrive after the first: this needs TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('an Idempotency-Key on two instances of one PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof buildTestAppsOnOneDatabase>>;
  let consumerId: string;
  beforeAll(async () => {
    pair = await buildTestAppsOnOneDatabase(url!);
    const [row] = await pair.apps[0]!.db.insert(consumers)
      .values({ phoneMobile: '4255550188', shopKeyId: 'demo-cfna' })
      .returning({ id: consumers.id });
    consumerId = row!.id;
  });
  afterAll(async () => pair?.close());

  it('409 while the first runs, its stored answer after it committed, 422 for another request', async () => {
    const [first, second] = pair.apps.map((app) => app.services.idempotency);
    const scope = { consumerId, key: 'key-1', operation: 'POST /api/v1/apps/app/' };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const firstAnswer = first!.run(scope, { n: 1 }, { answer: 'first' }, async () => {
      started();
      await released;
    });
    await running;

    let twinRan = false;
    const twin = second!.run(scope, { n: 1 }, { answer: 'twin' }, async () => {
      twinRan = true;
    });
    await expect(twin).rejects.toMatchObject({ statusCode: 409, message: KEY_IN_USE_MESSAGE });

    release();
    expect(await firstAnswer).toEqual({ answer: 'first' });
    const retry = second!.run(scope, { n: 1 }, { answer: 'twin' }, async () => {
      twinRan = true;
    });
    expect(await retry).toEqual({ answer: 'first' });
    await expect(second!.run(scope, { n: 2 }, { answer: 'other' }, async () => {})).rejects.toMatchObject({
      statusCode: 422,
      message: KEY_REUSED_MESSAGE,
    });
    expect(twinRan).toBe(false);
  });

  it('a first request that fails releases the key: the corrected retry runs', async () => {
    const [first, second] = pair.apps.map((app) => app.services.idempotency);
    const scope = { consumerId, key: 'key-2', operation: 'POST /api/v1/apps/app/' };
    await expect(
      first!.run(scope, { n: 1 }, { answer: 'refused' }, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await second!.run(scope, { n: 2 }, { answer: 'corrected' }, async () => {})).toEqual({
      answer: 'corrected',
    });
  });
});
