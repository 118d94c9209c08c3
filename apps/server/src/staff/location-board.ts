import type { JourneyLenderStatus } from '@ttapply/domain';
import {
  associateNextStep,
  boardLenderName,
  lenderOutcomeText,
  stageText,
  type BoardJourney,
} from '@ttapply/domain/console';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { startOfShopDay } from '../shop-day.js';

export interface BoardFilters {
  stage?: string | undefined;
  sentBy?: string | undefined;
  q?: string | undefined;
}

interface BoardRowRaw {
  consumer_id: string;
  shop_key_id: string;
  stage: string;
  page: string | null;
  next_step: { type: string; appCode?: string } | null | string;
  lenders: JourneyLenderStatus[] | string;
  customer_name: string;
  started_at: Date | string;
  updated_at: Date | string;
  mode: string;
  phone: string | null;
  sent_by: string | null;
  sent_by_name: string | null;
  link_note: string | null;
  link_cancelled: boolean | null;
  board_seq: string | number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Escapes LIKE's wildcards in a search typed by staff. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The live board of a location's journeys (decisions 165, 288): today's rows, and the rows changed after a
 * board number for a live board. Training consumers are not on it.
 */
/**
 * The lenders a journey has gone to (a lender not applied to yet is left out), as the board and the partner API
 * show them: the lender's name and its outcome in the board's words.
 */
export function appliedLenderRows(lenders: readonly JourneyLenderStatus[]) {
  return lenders
    .filter((lender) => lender.status !== 'not-applied')
    .map((lender) => ({
      appCode: lender.appCode,
      lenderName: boardLenderName(lender.appCode),
      status: lender.status,
      outcome: lenderOutcomeText(lender),
      amount: lender.amount ?? null,
    }));
}

export class LocationBoard {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * Today's journeys at the location, newest first, in one query: the journey status row, the consumer (its
   * mode and verified phone) and the latest link the shop sent them (to that consumer, or to their verified
   * phone) with who sent it. Training consumers are not on the live board (decision 165).
   */
  async board(
    shopKeyId: string,
    filters: BoardFilters = {},
    consumerIds?: string[],
  ): Promise<BoardJourney[]> {
    const rows = await this.boardQuery(shopKeyId, filters, { consumerIds });
    return rows.map((row) => this.boardJourney(row));
  }

  /**
   * The live board's rows changed after `afterSeq` (decision 288), oldest change first, each with its number: what
   * a live board is sent, and what a reconnecting board with Last-Event-ID is sent again. Training journeys are
   * not on the live board (decision 165).
   */
  async boardRowsAfter(
    shopKeyId: string,
    afterSeq: number,
  ): Promise<{ seq: number; journey: BoardJourney }[]> {
    const rows = await this.boardQuery(shopKeyId, {}, { afterSeq });
    return rows.map((row) => ({ seq: Number(row.board_seq), journey: this.boardJourney(row) }));
  }

  /** The newest board number of the shop's journeys (0: none yet): where a new live board starts. */
  async boardSeqHead(shopKeyId: string): Promise<number> {
    const result = await this.db.execute(
      sql`select coalesce(max(board_seq), 0) as head from journeys where shop_key_id = ${shopKeyId}`,
    );
    return Number((result as unknown as { rows: { head: string | number }[] }).rows[0]?.head ?? 0);
  }

  private async boardQuery(
    shopKeyId: string,
    filters: BoardFilters,
    { consumerIds, afterSeq }: { consumerIds?: string[] | undefined; afterSeq?: number },
  ): Promise<BoardRowRaw[]> {
    const since = startOfShopDay(this.now()).toISOString();
    const q = filters.q?.trim() ?? '';
    const digits = /^\d{1,4}$/.test(q) ? q : undefined;
    const result = await this.db.execute(sql`
      select j.consumer_id, j.shop_key_id, j.stage, j.page, j.next_step, j.lenders, j.customer_name,
             j.started_at, j.updated_at, c.mode, coalesce(c.phone_mobile, ls.phone) as phone,
             ls.sent_by, su.name as sent_by_name, ls.note as link_note,
             ls.cancelled_at is not null as link_cancelled, j.board_seq
        from journeys j
        join consumers c on c.id = j.consumer_id
        left join lateral (
          select s.phone, s.sent_by, s.created_at, s.note, s.cancelled_at from staff_link_sends s
           where s.shop_key_id = j.shop_key_id
             and (s.consumer_id = j.consumer_id or s.phone = c.phone_mobile)
           order by (s.consumer_id = j.consumer_id) desc, s.created_at desc limit 1
        ) ls on true
        left join staff_users su on su.id = ls.sent_by
       where j.shop_key_id = ${shopKeyId}
         and ${
           consumerIds
             ? sql`j.consumer_id in ${consumerIds}`
             : afterSeq === undefined
               ? sql`j.updated_at >= ${since} and c.mode <> 'fm-train'`
               : sql`j.board_seq > ${afterSeq} and c.mode <> 'fm-train'`
         }
         -- A returning customer who opened the shop's link continues as the consumer their phone already is
         -- (ConsumerService.findOrCreateVerified): that journey carries the link, and the link's own
         -- never-opened journey leaves the board.
         and not (j.stage = 'link-sent' and c.phone_mobile is null and exists (
               select 1 from consumers c2
                 join journeys j2 on j2.consumer_id = c2.id and j2.shop_key_id = j.shop_key_id
                where c2.phone_mobile = ls.phone and c2.mode = c.mode and c2.id <> c.id
                  and j2.updated_at >= ls.created_at))
         ${filters.stage ? sql`and j.stage = ${filters.stage}` : sql``}
         ${filters.sentBy ? sql`and ls.sent_by::text = ${filters.sentBy}` : sql``}
         ${
           digits
             ? sql`and right(coalesce(c.phone_mobile, ls.phone, ''), ${digits.length}) = ${digits}`
             : q
               ? sql`and j.customer_name ilike ${`%${likeEscaped(q)}%`}`
               : sql``
         }
       ${afterSeq === undefined ? sql`order by j.started_at desc` : sql`order by j.board_seq`}
       limit 500`);
    return (result as unknown as { rows: BoardRowRaw[] }).rows;
  }

  private boardJourney(row: BoardRowRaw): BoardJourney {
    const status = {
      stage: row.stage,
      page: row.page,
      nextStep: json(row.next_step),
      lenders: json(row.lenders) ?? [],
      linkCancelled: row.link_cancelled === true,
    };
    return {
      consumerId: row.consumer_id,
      shopKeyId: row.shop_key_id,
      customerName: row.customer_name,
      phoneLast4: (row.phone ?? '').slice(-4),
      stage: row.stage,
      stageText: stageText(status),
      lenders: appliedLenderRows(status.lenders),
      startedAt: iso(row.started_at),
      lastStepAt: iso(row.updated_at),
      sentBy: row.sent_by_name,
      sentByUserId: row.sent_by,
      linkNote: row.link_note || null,
      associateNextStep: associateNextStep(status),
      training: row.mode === 'fm-train',
    };
  }
}
