import { MESSAGES } from '@ttapply/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { shops } from '../../db/schema.js';
import { AppError, errorText, inField } from '../../errors/app-error.js';
import type { SessionClaims } from '../../services/session-tokens.js';
import type { LenderRegistry } from '../lender-registry.js';

/** Lenders §3 "Terms document": documentImageHtmlURL, documentImageURL. */
const mileTermsDocument = z.object({
  documentImageHtmlURL: z.url({ protocol: /^https?$/ }).max(2000),
  documentImageURL: z.url({ protocol: /^https?$/ }).max(2000),
});

export type MileTermsDocument = z.infer<typeof mileTermsDocument>;

/** MILE's documents from the lender, asked when shown (lenders §7 "MILE credit terms"). */
export class MileCreditTermsService {
  constructor(
    private readonly db: Database,
    private readonly lenders: LenderRegistry,
    private readonly config: Config,
  ) {}

  /**
   * MILE's Summary of Credit Terms for a shop (lenders §2 "MILE screens", §7 "MILE credit terms": acctId,
   * subId → documentImageHtmlURL, documentImageURL), reviewed before the prequal. Only for a shop that
   * offers MILE.
   */
  async mileSummaryOfCreditTerms(
    acctId: string,
    subId: string,
    session: SessionClaims,
  ): Promise<MileTermsDocument> {
    const [shop] = await this.db
      .select({ lenders: shops.lenders })
      .from(shops)
      .where(and(eq(shops.acctId, acctId), eq(shops.subId, subId)))
      .limit(1);
    if (!shop) throw new AppError('NOT_FOUND', inField('acctId', errorText('shop.noAcctId')));
    const offered = shop.lenders.split(',').map((code) => code.trim().toUpperCase());
    if (!offered.includes('MILE'))
      throw new AppError('BAD_REQUEST', 'acctId: This shop does not offer MILE.');
    const client = this.lenders.documents({ training: session.mode === 'fm-train' });
    const query = new URLSearchParams({ acctId, subId });
    const answer = await client
      .getJson(
        `/lenders/MILE/summary-of-credit-terms?${query.toString()}`,
        AbortSignal.timeout(this.config.lenders.timeoutMs),
      )
      .catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.unreachable, { cause: error });
      });
    const parsed = mileTermsDocument.safeParse(answer);
    if (!parsed.success) throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.parse);
    // The browser frames the document: only the lenders' pages origin is in the CSP frame-src.
    const origin = this.config.client.lenderPagesOrigin;
    if (
      new URL(parsed.data.documentImageHtmlURL).origin !== origin ||
      new URL(parsed.data.documentImageURL).origin !== origin
    ) {
      throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.parse);
    }
    return parsed.data;
  }
}
