import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseLenderList } from '@ttapply/domain';
import {
  PAY_TRAINING_STEP_IDS,
  TRAINING_TICKET_MINUTES,
  isStaffRole,
  trainingDueReasons,
  type PayTrainingStepId,
  type StaffRole,
  type TrainingPerson,
  type TrainingProgramme,
  type TrainingRecords,
} from '@ttapply/domain/console';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { journeys, shops, staffRoles, staffTrainingSteps, staffUsers } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { recordTrainingWalks } from '../journey/training-walks.js';

/** What a training ticket names: the staff user and location, and when it stops working. */
export interface TrainingTicket {
  userId: string;
  shopKeyId: string;
  expiresAt: Date;
}

export const TRAINING_TICKET_REFUSED =
  'This training link is not valid any more. Start the training again from the console.';

/**
 * Training tickets (decision 198): the consumer app never holds a staff session cookie (GUIDE 15, two worlds of
 * identity), so the console hands it a short-lived ticket signed with a key of its own (derived from
 * SESSION_SECRET for this one purpose), bound to the staff user and the location. The ticket lets the app
 * record training progress and nothing else.
 */
export class TrainingTickets {
  private readonly key: Buffer;

  constructor(
    sessionSecret: string,
    private readonly now: () => Date,
  ) {
    this.key = createHmac('sha256', sessionSecret).update('staff-training-ticket').digest();
  }

  issue(userId: string, shopKeyId: string): { ticket: string; expiresAt: Date } {
    const expiresAt = new Date(this.now().getTime() + TRAINING_TICKET_MINUTES * 60_000);
    const payload = Buffer.from(
      JSON.stringify({ u: userId, l: shopKeyId, e: Math.floor(expiresAt.getTime() / 1000) }),
    ).toString('base64url');
    return { ticket: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  /** The ticket's claims, or a 403 for a forged, altered or expired one (all refused alike). */
  verify(ticket: string): TrainingTicket {
    const [payload, signature, extra] = ticket.split('.');
    if (!payload || !signature || extra !== undefined) throw refused();
    const expected = Buffer.from(this.sign(payload), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw refused();
    }
    const { u, l, e } = (claims ?? {}) as { u?: unknown; l?: unknown; e?: unknown };
    if (typeof u !== 'string' || typeof l !== 'string' || typeof e !== 'number') throw refused();
    const expiresAt = new Date(e * 1000);
    if (expiresAt.getTime() <= this.now().getTime()) throw refused();
    return { userId: u, shopKeyId: l, expiresAt };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

// 403, not 401: in the consumer app a 401 means the consumer's own session ended, and a training ticket
// refused must not end the trainee's session.
function refused(): AppError {
  return new AppError('FORBIDDEN', TRAINING_TICKET_REFUSED);
}

/**
 * Each associate's training (decision 198): pay-link steps completed, training walks that reached a lender's
 * decision, and who is due. Rows are per user, programme and step, holding the latest completion.
 */
export class StaffTraining {
  constructor(
    private readonly db: Database,
    readonly tickets: TrainingTickets,
    private readonly now: () => Date,
  ) {}

  /** The ticket's user, still active and still holding a role at the ticket's location; else 403. */
  async holderOf(ticket: string): Promise<TrainingTicket> {
    const claims = this.tickets.verify(ticket);
    const [holder] = await this.db
      .select({ status: staffUsers.status })
      .from(staffUsers)
      .innerJoin(staffRoles, eq(staffRoles.userId, staffUsers.id))
      .where(and(eq(staffUsers.id, claims.userId), eq(staffRoles.shopKeyId, claims.shopKeyId)));
    if (holder?.status !== 'active') throw refused();
    return claims;
  }

  async recordPayLinkStep(ticket: string, step: PayTrainingStepId): Promise<void> {
    const holder = await this.holderOf(ticket);
    await this.record(this.db, holder.userId, 'pay-link', step, holder.shopKeyId, this.now());
  }

  /**
   * Attributes the training consumer's journeys to the ticket's holder (journeys.staff_user_id), and records
   * the walks they already reached a decision in. The latest ticket wins: the shared training keys
   * (TRAIN_<app code>) are walked by one associate after another.
   */
  async claimWalk(ticket: string, consumerId: string): Promise<number> {
    const holder = await this.holderOf(ticket);
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(journeys)
        .set({ staffUserId: holder.userId })
        .where(and(eq(journeys.consumerId, consumerId), eq(journeys.mode, 'fm-train')))
        .returning({ shopKeyId: journeys.shopKeyId });
      for (const journey of claimed) await recordTrainingWalks(tx, consumerId, journey.shopKeyId);
      return claimed.length;
    });
  }

  async records(
    shopKeyId: string,
    viewer: { userId: string; seesEveryone: boolean },
  ): Promise<TrainingRecords> {
    const [shop] = await this.db
      .select({ lenders: shops.lenders })
      .from(shops)
      .where(eq(shops.keyId, shopKeyId));
    const walkLenders: string[] = parseLenderList(shop?.lenders ?? '');
    const people = await this.db
      .select({
        userId: staffUsers.id,
        name: staffUsers.name,
        email: staffUsers.email,
        role: staffRoles.role,
      })
      .from(staffRoles)
      .innerJoin(staffUsers, eq(staffUsers.id, staffRoles.userId))
      .where(
        and(
          eq(staffRoles.shopKeyId, shopKeyId),
          eq(staffUsers.status, 'active'),
          viewer.seesEveryone ? undefined : eq(staffUsers.id, viewer.userId),
        ),
      )
      .orderBy(staffUsers.name, staffUsers.email);
    const rows =
      people.length === 0
        ? []
        : await this.db
            .select()
            .from(staffTrainingSteps)
            .where(
              sql`${staffTrainingSteps.staffUserId} in (${sql.join(
                people.map((p) => sql`${p.userId}`),
                sql`, `,
              )})`,
            );
    const now = this.now();
    return {
      walkLenders,
      people: people.map((person): TrainingPerson => {
        const own = rows.filter((row) => row.staffUserId === person.userId);
        const completions = own.map((row) => ({
          programme: row.programme as TrainingProgramme,
          step: row.step,
          completedAt: row.completedAt,
        }));
        const payLink = own.filter((row) => row.programme === 'pay-link');
        const reasons = trainingDueReasons(completions, walkLenders, now);
        return {
          userId: person.userId,
          name: person.name,
          email: person.email,
          role: (isStaffRole(person.role) ? person.role : 'associate') satisfies StaffRole,
          payLink: {
            completedSteps: PAY_TRAINING_STEP_IDS.filter((id) => payLink.some((row) => row.step === id)),
            total: PAY_TRAINING_STEP_IDS.length,
            lastAt: latest(payLink.map((row) => row.completedAt)),
          },
          walks: own
            .filter((row) => row.programme === 'walk')
            .map((row) => ({ appCode: row.step, lastAt: row.completedAt.toISOString() }))
            .sort((a, b) => a.appCode.localeCompare(b.appCode)),
          due: reasons.length > 0,
          dueReasons: reasons,
        };
      }),
    };
  }

  private async record(
    db: Database | Transaction,
    userId: string,
    programme: TrainingProgramme,
    step: string,
    shopKeyId: string,
    at: Date,
  ): Promise<void> {
    await db
      .insert(staffTrainingSteps)
      .values({ staffUserId: userId, programme, step, shopKeyId, completedAt: at })
      .onConflictDoUpdate({
        target: [staffTrainingSteps.staffUserId, staffTrainingSteps.programme, staffTrainingSteps.step],
        set: { shopKeyId, completedAt: at },
      });
  }
}

function latest(dates: Date[]): string | null {
  if (dates.length === 0) return null;
  return new Date(Math.max(...dates.map((d) => d.getTime()))).toISOString();
}

export function createStaffTraining(app: {
  db: Database;
  config: { sessionSecret: string };
  clock: () => Date;
}): StaffTraining {
  return new StaffTraining(app.db, new TrainingTickets(app.config.sessionSecret, app.clock), app.clock);
}
