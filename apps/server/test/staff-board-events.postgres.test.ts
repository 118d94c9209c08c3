import type { LinkSendView } from '@ttapply/domain/console';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBoardStream } from './board-stream.js';
import { buildTestAppsOnOneDatabase, nextPhone } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';

const url = process.env.TEST_DATABASE_URL;
const SHOP = 'demo-cfna';

describe.skipIf(!url)('the live board across instances (PostgreSQL)', () => {
  let cluster: { apps: FastifyInstance[]; close(): Promise<void> };
  let onA: StaffClient;
  let onB: StaffClient;
  let baseUrlB: string;

  beforeAll(async () => {
    cluster = await buildTestAppsOnOneDatabase(url!, { count: 2 });
    const [a, b] = cluster.apps as [FastifyInstance, FastifyInstance];
    await b.listen({ port: 0, host: '127.0.0.1' });
    baseUrlB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    const org = await createOrganisation(a, 'Redmond Tire Group', [SHOP]);
    const userId = await createStaffUser(a, {
      organisationId: org,
      email: 'ava@example.com',
      name: 'Ava Associate',
      roles: { [SHOP]: 'associate' },
    });
    onA = await staffClientFor(a, userId);
    onB = await staffClientFor(b, userId);
  }, 180_000);
  afterAll(() => cluster?.close());

  it('a link sent on instance A reaches a board connected to instance B', async () => {
    const board = await openBoardStream(baseUrlB, SHOP, onB.cookie);
    try {
      expect(board.status).toBe(200);
      const phone = nextPhone();
      const res = await cluster.apps[0]!.inject({
        method: 'POST',
        url: `/api/v1/staff/locations/${SHOP}/links`,
        headers: onA.headers,
        payload: { phone },
      });
      expect(res.statusCode, res.body).toBe(201);
      const sent = res.json<LinkSendView>();
      const event = await board.next((j) => j.consumerId === sent.consumerId);
      expect(event).toMatchObject({
        stage: 'link-sent',
        sentBy: 'Ava Associate',
        phoneLast4: phone.slice(-4),
      });
    } finally {
      board.close();
    }
  });
});
