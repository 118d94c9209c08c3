import type { LinkSendView } from '@ttapply/domain/console';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBoardStream } from './board-stream.js';
import { buildTestApp, nextPhone, verifyPhone, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';

const SHOP = 'demo-cfna';
let t: TestApp;
let baseUrl: string;
let associate: StaffClient;
let userId: string;

beforeAll(async () => {
  // A beat a second, so a revoked session's board can be seen to end.
  t = await buildTestApp({ embedded: true, env: { STAFF_BOARD_HEARTBEAT_SECONDS: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const org = await createOrganisation(t.app, 'Redmond Tire Group', [SHOP, 'demo-gnes']);
  userId = await createStaffUser(t.app, {
    organisationId: org,
    email: 'ava@example.com',
    name: 'Ava Associate',
    roles: { [SHOP]: 'associate', 'demo-gnes': 'associate' },
  });
  associate = await staffClientFor(t.app, userId);
}, 120_000);
afterAll(() => t.close());

const sendLink = (shop: string, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/locations/${shop}/links`,
    headers: associate.headers,
    payload: { phone },
  });

describe('the live board (Server-Sent Events)', () => {
  it('pushes each change of a journey at the location, and nothing of another location', async () => {
    const board = await openBoardStream(baseUrl, SHOP, associate.cookie);
    try {
      expect(board.status).toBe(200);
      expect(board.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(board.headers.get('cache-control')).toBe('no-store');

      // A link at another location of the same user, then one here: only this location's reaches the board.
      expect((await sendLink('demo-gnes', nextPhone())).statusCode).toBe(201);
      const phone = nextPhone();
      const sent = (await sendLink(SHOP, phone)).json<LinkSendView>();
      const linked = await board.next((j) => j.consumerId === sent.consumerId);
      expect(linked).toMatchObject({
        shopKeyId: SHOP,
        stage: 'link-sent',
        stageText: 'link sent',
        sentBy: 'Ava Associate',
        phoneLast4: phone.slice(-4),
        associateNextStep: 'wait for the customer to open the link',
      });

      // The customer opens the link and verifies: the board hears it without a reload.
      await verifyPhone(t.app, phone, { linkCode: sent.link.split('/go/')[1]! });
      const verified = await board.next(
        (j) => j.consumerId === sent.consumerId && j.stage === 'phone-verified',
      );
      expect(verified.stageText).toBe('verified their phone');
      expect(board.seen.every((j) => j.shopKeyId === SHOP)).toBe(true);
    } finally {
      board.close();
    }
  });

  it('beats, and ends the stream at the next beat once the session is revoked', async () => {
    const client = await staffClientFor(t.app, userId);
    const board = await openBoardStream(baseUrl, SHOP, client.cookie);
    expect(board.status).toBe(200);
    const token = client.cookie.split(';')[0]!.split('=')[1]!;
    const session = await t.app.staffSessions.resolve(token);
    await t.app.staffSessions.revoke(session!.sessionId);
    const comments = await board.ended();
    expect(comments).toContain(': heartbeat');
  });

  it('checks the session and the location at connect', async () => {
    const foreign = await openBoardStream(baseUrl, 'demo-amff', associate.cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('cache-control')).toBe('no-store');
    const none = await openBoardStream(baseUrl, SHOP, '__Host-tta-staff=not-a-session');
    expect(none.status).toBe(401);
  });
});
