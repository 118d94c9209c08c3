import type { JourneyLenderStatus } from '@ttapply/domain';
import {
  associateNextStep,
  roleAllows,
  stageText,
  type MarkSaleRequest,
  type StaffRole,
  withLang,
  type Locale,
} from '@ttapply/domain/console';
import QRCode from 'qrcode';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { partnerJourneys, staffRoles, staffUsers } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { appliedLenderRows } from '../staff/location-board.js';
import type { LocationConsole } from '../staff/location-console.js';
import type { PartnerPrincipal } from './partner-api-keys.js';
import {
  START_MESSAGES,
  type JourneyListQuery,
  type PartnerJourney,
  type StartJourneyRequest,
} from './partner-api-schemas.js';

/** Where the partner API lives: the journeys' QR code URLs are under it. */
export const PARTNER_API_PREFIX = '/api/partner/v1';

interface JourneyRowRaw {
  id: string;
  reference: string;
  created_at: Date | string;
  phone: string;
  purchase_amount_cents: number | null;
  link_code: string;
  cancelled_at: Date | string | null;
  expires_at: Date | string | null;
  locale: string;
  associate_name: string;
  associate_email: string;
  sent_by: string;
  journey_consumer_id: string | null;
  stage: string | null;
  page: string | null;
  next_step: { type: string; appCode?: string } | null | string;
  lenders: JourneyLenderStatus[] | string | null;
  approved_amount: number | null;
  sale_outcome: string | null;
  sale_amount_cents: number | null;
  updated_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The QR code of an apply link, as SVG: what the console shows the customer at the counter. */
export function qrCodeSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/**
 * The journeys a shop system starts and follows through the partner API (docs/partner-api.md). Starting one is the
 * console's link send (LinkSends.sendLink, in the associate's name), so the opt-outs, the hourly caps and the
 * texting programme's rules hold exactly as for a link an associate texts; marking the sale and cancelling the
 * link are the console's too. Every query names the key's location: another location's journey is not found.
 */
export class PartnerJourneys {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly location: LocationConsole,
    private readonly now: () => Date,
  ) {}

  /** The associate named by e-mail, active and allowed to text links at the key's location, or 422. */
  private async associate(shopKeyId: string, email: string): Promise<string> {
    const [row] = await this.db
      .select({ id: staffUsers.id, role: staffRoles.role })
      .from(staffUsers)
      .innerJoin(staffRoles, and(eq(staffRoles.userId, staffUsers.id), eq(staffRoles.shopKeyId, shopKeyId)))
      .where(and(eq(staffUsers.email, email.trim().toLowerCase()), eq(staffUsers.status, 'active')));
    if (!row || !roleAllows(row.role as StaffRole, 'send-link')) {
      throw new AppError('UNPROCESSABLE', `associate: ${START_MESSAGES.associate}`, {
        fields: { associate: START_MESSAGES.associate },
      });
    }
    return row.id;
  }

  async start(principal: PartnerPrincipal, input: StartJourneyRequest): Promise<PartnerJourney> {
    const { shopKeyId } = principal;
    const staffUserId = await this.associate(shopKeyId, input.associate);
    const sent = await this.location.links.sendLink(shopKeyId, staffUserId, {
      phone: input.phone,
      purchaseAmount: input.purchaseAmount,
      // The board shows the note beside the journey: the team sees which order it is for.
      note: `Shop system: ${input.reference}`,
      locale: input.locale,
      shopReference: input.reference,
    });
    await this.db.insert(partnerJourneys).values({
      id: sent.id,
      shopKeyId,
      apiKeyId: principal.keyId,
      reference: input.reference,
      createdAt: this.now(),
    });
    return this.journey(shopKeyId, sent.id);
  }

  /** One journey the partner API started at the location, or 404. */
  async journey(shopKeyId: string, id: string): Promise<PartnerJourney> {
    const [row] = await this.rows(shopKeyId, sql`p.id = ${id}`, 1);
    if (!row) throw new AppError('NOT_FOUND');
    return this.view(row);
  }

  /** The location's journeys started through the API, newest first, by page. */
  async list(
    shopKeyId: string,
    query: JourneyListQuery,
  ): Promise<{ journeys: PartnerJourney[]; next: string | null }> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const conditions = [
      query.from ? sql`p.created_at >= ${query.from}::timestamptz` : undefined,
      query.to ? sql`p.created_at < ${query.to}::timestamptz` : undefined,
      query.reference ? sql`p.reference = ${query.reference}` : undefined,
      query.stage ? sql`coalesce(j.stage, 'link-sent') = ${query.stage}` : undefined,
      after ? sql`(p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
    ].filter((condition) => condition !== undefined);
    const rows = await this.rows(
      shopKeyId,
      conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`,
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      journeys: page.map((row) => this.view(row)),
      next: rows.length > query.limit && last ? encodeCursor(iso(last.created_at), last.id) : null,
    };
  }

  /** The sale completed with its invoice amount, or the customer gone: the console's mark, in the associate's name. */
  async markSale(shopKeyId: string, id: string, input: MarkSaleRequest): Promise<PartnerJourney> {
    const [row] = await this.rows(shopKeyId, sql`p.id = ${id}`, 1);
    if (!row) throw new AppError('NOT_FOUND');
    await this.location.afterApproval.markSale(
      shopKeyId,
      row.journey_consumer_id ?? (await this.sendConsumer(shopKeyId, id)),
      row.sent_by,
      input,
    );
    return this.journey(shopKeyId, id);
  }

  /** Stops the link opening (decision 166), as the console's cancel does. */
  async cancelLink(shopKeyId: string, id: string): Promise<PartnerJourney> {
    const [row] = await this.rows(shopKeyId, sql`p.id = ${id}`, 1);
    if (!row) throw new AppError('NOT_FOUND');
    await this.location.links.cancel(shopKeyId, row.sent_by, id);
    return this.journey(shopKeyId, id);
  }

  private async sendConsumer(shopKeyId: string, id: string): Promise<string> {
    const send = await this.location.links.linkSend(shopKeyId, id);
    return send.consumerId;
  }

  /**
   * The journeys with their link send, in one query. The journey is the link's own consumer's, unless that one never
   * got past the text and the customer continued as the consumer their verified phone already was
   * (ConsumerService.findOrCreateVerified): then that consumer's journey at the shop since the send, as the board
   * shows it.
   */
  private async rows(
    shopKeyId: string,
    where: ReturnType<typeof sql>,
    limit: number,
  ): Promise<JourneyRowRaw[]> {
    const result = await this.db.execute(sql`
      select p.id, p.reference, p.created_at, s.phone, s.purchase_amount_cents, s.link_code, s.cancelled_at,
             s.sent_by, lc.expires_at, c.locale, su.name as associate_name, su.email as associate_email,
             j.consumer_id as journey_consumer_id, j.stage, j.page, j.next_step, j.lenders, j.approved_amount,
             j.sale_outcome, j.sale_amount_cents, j.updated_at
        from partner_journeys p
        join staff_link_sends s on s.id = p.id and s.shop_key_id = p.shop_key_id
        join link_codes lc on lc.code = s.link_code
        join consumers c on c.id = s.consumer_id
        join staff_users su on su.id = s.sent_by
        left join lateral (
          select jj.* from journeys jj join consumers jc on jc.id = jj.consumer_id
           where jj.shop_key_id = p.shop_key_id
             and (jj.consumer_id = s.consumer_id
                  or (jc.phone_mobile = s.phone and jc.mode = c.mode and jj.updated_at >= s.created_at))
           order by case when jj.consumer_id = s.consumer_id and jj.stage <> 'link-sent' then 0
                         when jj.consumer_id <> s.consumer_id then 1 else 2 end,
                    jj.updated_at desc
           limit 1
        ) j on true
       where p.shop_key_id = ${shopKeyId} and ${where}
       order by p.created_at desc, p.id desc
       limit ${limit}`);
    return (result as unknown as { rows: JourneyRowRaw[] }).rows;
  }

  private view(row: JourneyRowRaw): PartnerJourney {
    const lenders = json(row.lenders ?? []) ?? [];
    const status = {
      stage: row.stage ?? 'link-sent',
      page: row.page,
      nextStep: row.next_step === null ? null : json(row.next_step),
      lenders,
      linkCancelled: row.cancelled_at !== null,
    };
    // The link and its QR code open in the customer's language, as the console's do (decision 232).
    const locale = row.locale as Locale;
    const expiresAt = row.expires_at ?? row.created_at;
    return {
      id: row.id,
      reference: row.reference,
      stage: status.stage as PartnerJourney['stage'],
      stageText: stageText(status),
      nextStep: associateNextStep(status),
      lenders: appliedLenderRows(lenders),
      approvedAmount: row.approved_amount,
      purchaseAmount: row.purchase_amount_cents === null ? null : row.purchase_amount_cents / 100,
      sale:
        row.sale_outcome === 'sale-completed' || row.sale_outcome === 'customer-left'
          ? {
              outcome: row.sale_outcome,
              invoiceAmount: row.sale_amount_cents === null ? null : row.sale_amount_cents / 100,
            }
          : null,
      phoneLast4: row.phone.slice(-4),
      associate: row.associate_name || row.associate_email,
      link: {
        url: withLang(`${this.config.publicBaseUrl}/go/${row.link_code}`, locale),
        status: row.cancelled_at
          ? 'cancelled'
          : new Date(expiresAt).getTime() <= this.now().getTime()
            ? 'expired'
            : 'live',
        expiresAt: iso(expiresAt),
        qrCodeUrl: withLang(
          `${this.config.publicBaseUrl}${PARTNER_API_PREFIX}/qr-codes/${row.link_code}`,
          locale,
        ),
      },
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at ?? row.created_at),
    };
  }
}

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof createdAt === 'string' &&
      !Number.isNaN(Date.parse(createdAt)) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id)
    ) {
      return { createdAt, id };
    }
  } catch {
    // Falls through to the 400 below: a cursor is only ever one we wrote.
  }
  throw new AppError('BAD_REQUEST', 'cursor: Give the `next` of the page before, as it was answered.', {
    fields: { cursor: 'Give the `next` of the page before, as it was answered.' },
  });
}
