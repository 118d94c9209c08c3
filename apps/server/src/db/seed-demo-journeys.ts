import { parseLenderList } from '@ttapply/domain';
import { addDays, shopDate } from '@ttapply/domain/console';
import { eq } from 'drizzle-orm';
import { shopDayStart } from '../shop-day.js';
import type { Database } from './database.js';
import { consumers, journeyLenderDecisions, journeys } from './schema.js';
import { DEMO_SHOPS } from './seed.js';
import { prng } from './seeded-random.js';

/** Marks the seeded consumers, so a restart does not seed them twice. */
const DEMO_SOURCE = 'demo-seed';
/** Journeys per demo shop over the 28 days before the seeding day (and two training walks besides). */
export const DEMO_JOURNEYS_PER_SHOP = 60;
const STOP_PAGES = ['about-you', 'resident', 'financial', 'additional-financial', 'id', 'ssn', 'summary'];

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

/**
 * A month of demo journeys at each demo shop (decision 204), so a new user of the console's reports sees
 * figures: seeded with the demo staff (never in production), from a fixed seed, so every shop's figures are
 * the same on every machine; the days are the 28 before the seeding day, whatever that day is.
 */
export async function seedDemoJourneys(db: Database, now: Date): Promise<void> {
  const [seeded] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(eq(consumers.submissionSource, DEMO_SOURCE))
    .limit(1);
  if (seeded) return;
  const today = shopDate(now);
  for (const [index, shop] of DEMO_SHOPS.entries()) {
    const random = prng(2026 + index);
    const lenders = parseLenderList(shop.lenders);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const rows = Array.from({ length: DEMO_JOURNEYS_PER_SHOP + 2 }, (_, n) => {
      const mode = n < DEMO_JOURNEYS_PER_SHOP ? 'apply' : 'fm-train';
      const day = addDays(today, -(1 + Math.floor(random() * 28)));
      const startedAt = minutes(shopDayStart(day), 9 * 60 + Math.floor(random() * 600));
      const reach = random();
      const journey: typeof journeys.$inferInsert = {
        consumerId: crypto.randomUUID(),
        shopKeyId: shop.keyId,
        mode,
        stage: 'link-sent',
        startedAt,
        updatedAt: startedAt,
        customerName: `Demo customer ${n + 1}`,
      };
      const decisions: (typeof journeyLenderDecisions.$inferInsert)[] = [];
      if (reach >= 0.12) {
        journey.verifiedAt = minutes(startedAt, 1);
        journey.stage = 'filling';
        journey.page = pick(STOP_PAGES);
      }
      if (reach >= 0.3 && lenders.length > 0) {
        journey.submittedAt = minutes(startedAt, 8);
        journey.stage = 'decided';
        journey.page = 'result';
        const decidedAt = minutes(startedAt, 9 + Math.floor(random() * 40));
        journey.firstDecidedAt = decidedAt;
        const first = lenders[0]!;
        const firstApproves = random() < 0.55;
        const amount = 500 + Math.floor(random() * 30) * 100;
        decisions.push({
          consumerId: journey.consumerId,
          shopKeyId: shop.keyId,
          appCode: first,
          kind: 'application',
          status: firstApproves ? 'approved' : 'declined',
          amount: firstApproves ? amount : null,
          mode,
          decidedAt,
        });
        let approvedBy: string | undefined = firstApproves ? first : undefined;
        let approvedAt = decidedAt;
        const second = lenders[1];
        if (!firstApproves && second && random() < 0.5) {
          approvedBy = second;
          approvedAt = minutes(decidedAt, 6);
          journey.approvedAfterDecline = true;
          decisions.push({
            consumerId: journey.consumerId,
            shopKeyId: shop.keyId,
            appCode: second,
            kind: 'application',
            status: 'approved',
            amount,
            mode,
            decidedAt: approvedAt,
          });
        }
        if (approvedBy) {
          journey.approvedAt = approvedAt;
          journey.approvedAppCode = approvedBy;
          journey.approvedAmount = amount;
          const outcome = random();
          if (outcome < 0.7) {
            journey.saleOutcome = 'sale-completed';
            journey.saleAmountCents = Math.floor(amount * 100 * (0.5 + random() / 2));
          } else if (outcome < 0.85) journey.saleOutcome = 'customer-left';
          journey.saleMarkedAt = journey.saleOutcome ? minutes(approvedAt, 30) : null;
        }
        journey.updatedAt = approvedAt;
      }
      return { journey, decisions };
    });
    await db.insert(consumers).values(
      rows.map(({ journey }) => ({
        id: journey.consumerId,
        mode: journey.mode,
        submissionSource: DEMO_SOURCE,
      })),
    );
    await db.insert(journeys).values(rows.map(({ journey }) => journey));
    const decisions = rows.flatMap((row) => row.decisions);
    if (decisions.length > 0) await db.insert(journeyLenderDecisions).values(decisions);
  }
}
