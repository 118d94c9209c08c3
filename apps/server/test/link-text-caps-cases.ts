import type { LinkSendView } from '@ttapply/domain/console';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, staffLinkSends } from '../src/db/schema.js';
import {
  LINK_TEXTS_TOO_MANY,
  linkTextsPerAssociateTooMany,
  linkTextsPerLocationTooMany,
} from '../src/staff/link-sends.js';
import { buildTestApp, buildTestAppsOnOneDatabase } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor, type StaffClient } from './staff-support.js';

const PER_ASSOCIATE = 8;
const PER_LOCATION = 20;
const ENV = {
  LINK_TEXTS_PER_ASSOCIATE_PER_HOUR: String(PER_ASSOCIATE),
  LINK_TEXTS_PER_LOCATION_PER_HOUR: String(PER_LOCATION),
  API_RATE_LIMIT_PER_MINUTE: '100000',
};

let serial = 0;
/** Numbers no other case of the file uses, so each cap is met only by its own case. */
const freshPhone = () => `42555${String(50000 + ++serial).padStart(5, '0')}`;

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

/**
 * The caps on texts of a shop's link (decision 274), each met by parallel requests that
 * alternate between the instances: on PostgreSQL two server instances on one database, on PGlite one app
 * (where requests still interleave between a count and its write).
 */
export function linkTextCapsCases(postgres?: string): void {
  describe(`link text caps under parallel requests (${postgres ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
    let apps: FastifyInstance[];
    let close: () => Promise<void>;
    let organisationId: string;
    let staff = 0;

    beforeAll(async () => {
      if (postgres) {
        ({ apps, close } = await buildTestAppsOnOneDatabase(postgres, { env: ENV }));
      } else {
        const t = await buildTestApp({ env: ENV });
        apps = [t.app, t.app];
        close = t.close;
      }
      organisationId = await createOrganisation(apps[0]!, 'Redmond Tire Group', ['demo-cfna', 'demo-gnes']);
    }, 120_000);
    afterAll(() => close?.());

    /** A new associate at the location, signed in on every instance. */
    async function associateAt(shopKeyId: string): Promise<StaffClient> {
      const userId = await createStaffUser(apps[0]!, {
        organisationId,
        email: `associate-${++staff}@example.com`,
        roles: { [shopKeyId]: 'associate' },
      });
      return staffClientFor(apps[0]!, userId);
    }

    /** Request i goes to instance i mod 2, all at once. */
    const inParallel = (count: number, request: (i: number) => InjectOptions) =>
      Promise.all(Array.from({ length: count }, (_, i) => apps[i % apps.length]!.inject(request(i))));

    const send = (client: StaffClient, shopKeyId: string, phone: string): InjectOptions => ({
      method: 'POST',
      url: `/api/v1/staff/locations/${shopKeyId}/links`,
      headers: client.headers,
      payload: { phone },
    });

    const textsTo = async (phones: string[]) =>
      (await apps[0]!.db.select({ id: smsOutbox.id }).from(smsOutbox).where(inArray(smsOutbox.to, phones)))
        .length;

    it('50 parallel sends to one number text it at most 5 times an hour; parallel re-sends are held the same', async () => {
      const phone = freshPhone();
      // The number's cap (5) is met before the sender's (8); re-sends come from a second associate.
      const [sender, resender] = [await associateAt('demo-cfna'), await associateAt('demo-cfna')];
      const sends = await inParallel(50, () => send(sender, 'demo-cfna', phone));
      expect(statuses(sends)).toEqual({ 201: 5, 429: 45 });
      for (const refused of sends.filter((r) => r.statusCode === 429)) {
        expect(refused.json().error.message).toBe(LINK_TEXTS_TOO_MANY);
      }
      expect(await textsTo([phone])).toBe(5);

      // Re-sends count with sends: a second number sent once, then 10 parallel re-sends, is texted 5 times.
      const other = freshPhone();
      const first = await apps[1]!.inject(send(resender, 'demo-cfna', other));
      expect(first.statusCode, first.body).toBe(201);
      const { id } = first.json<LinkSendView>();
      const resends = await inParallel(10, () => ({
        method: 'POST',
        url: `/api/v1/staff/locations/demo-cfna/links/${id}/resend`,
        headers: resender.headers,
      }));
      expect(statuses(resends)).toEqual({ 200: 4, 429: 6 });
      expect(await textsTo([other])).toBe(5);
    });

    it('one associate texting many numbers at once is held to LINK_TEXTS_PER_ASSOCIATE_PER_HOUR', async () => {
      const associate = await associateAt('demo-gnes');
      const phones = Array.from({ length: 20 }, freshPhone);
      const sends = await inParallel(20, (i) => send(associate, 'demo-gnes', phones[i]!));
      expect(statuses(sends)).toEqual({ 201: PER_ASSOCIATE, 429: 20 - PER_ASSOCIATE });
      const refused = sends.find((r) => r.statusCode === 429)!.json().error.message;
      expect(refused).toBe(linkTextsPerAssociateTooMany(PER_ASSOCIATE, 60));
      expect(refused).toBe(
        'You have texted 8 links in the last hour, the most one person may send. Try again in 60 minutes.',
      );
      expect(await textsTo(phones)).toBe(PER_ASSOCIATE);
      // Another associate at the same location still sends: the cap is the person's.
      const colleague = await associateAt('demo-gnes');
      expect((await apps[1]!.inject(send(colleague, 'demo-gnes', freshPhone()))).statusCode).toBe(201);
    });

    it('a location texting many numbers at once from several associates is held to LINK_TEXTS_PER_LOCATION_PER_HOUR', async () => {
      // demo-cfna's texts so far: 5 + 5 from the first case. Three associates under their own cap each.
      const sentBefore = 10;
      const senders = await Promise.all(Array.from({ length: 3 }, () => associateAt('demo-cfna')));
      const phones = Array.from({ length: 18 }, freshPhone);
      const sends = await inParallel(18, (i) => send(senders[i % 3]!, 'demo-cfna', phones[i]!));
      const allowed = PER_LOCATION - sentBefore;
      expect(statuses(sends)).toEqual({ 201: allowed, 429: 18 - allowed });
      for (const refused of sends.filter((r) => r.statusCode === 429)) {
        expect(refused.json().error.message).toBe(linkTextsPerLocationTooMany(PER_LOCATION, 60));
      }
      expect(await textsTo(phones)).toBe(allowed);
    });

    it('a refused send makes nothing: no consumer, no link, no text', async () => {
      const associate = await associateAt('demo-cfna');
      const phone = freshPhone();
      const refused = await apps[0]!.inject(send(associate, 'demo-cfna', phone));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(linkTextsPerLocationTooMany(PER_LOCATION, 60));
      expect(await apps[0]!.db.select().from(staffLinkSends).where(eq(staffLinkSends.phone, phone))).toEqual(
        [],
      );
      expect(await textsTo([phone])).toBe(0);
    });
  });
}
