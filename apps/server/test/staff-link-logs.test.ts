import { Writable } from 'node:stream';
import type { LinkSendView } from '@ttapply/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, nextPhone, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor } from './staff-support.js';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream });
});
afterAll(() => t.close());

describe('sending a link leaves no personal data in the logs', () => {
  it('logs neither the number, the amount, the note nor the link code', async () => {
    const org = await createOrganisation(t.app, 'Redmond Tire Group', ['demo-cfna']);
    const userId = await createStaffUser(t.app, {
      organisationId: org,
      email: 'ava@example.com',
      roles: { 'demo-cfna': 'associate' },
    });
    const client = await staffClientFor(t.app, userId);
    const phone = nextPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/locations/demo-cfna/links',
      headers: client.headers,
      payload: { phone, purchaseAmount: 4321.98, note: 'Brake job for the blue truck' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json<LinkSendView>();
    const code = sent.link.split('/go/')[1]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/locations/demo-cfna/links/${sent.id}/resend`,
      headers: client.headers,
    });
    const log = lines.join('');
    expect(log).toContain('/api/v1/staff/locations/demo-cfna/links');
    for (const secret of [phone, phone.slice(3), '4321', 'Brake job', code])
      expect(log, secret).not.toContain(secret);
  });
});
