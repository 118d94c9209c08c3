import { MESSAGES } from '@ttapply/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { applications, shops } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { LenderRegistry } from '../lenders/index.js';
import type { SessionClaims } from './session-tokens.js';

const gnesDisclosures = z.object({
  disclosures: z.object({ html: z.base64().max(2_000_000), pdf: z.base64().max(5_000_000) }),
});

export type GnesDisclosures = z.infer<typeof gnesDisclosures>['disclosures'];

/** Lenders §3 "Terms document": documentImageHtmlURL, documentImageURL. */
const mileTermsDocument = z.object({
  documentImageHtmlURL: z.url({ protocol: /^https?$/ }).max(2000),
  documentImageURL: z.url({ protocol: /^https?$/ }).max(2000),
});

export type MileTermsDocument = z.infer<typeof mileTermsDocument>;

/**
 * Documents a lender makes for one application (lenders §7 "GNES disclosures"): fetched from the lender when
 * shown, for the application's own consumer only.
 */
export class LenderDocumentsService {
  constructor(
    private readonly db: Database,
    private readonly lenders: LenderRegistry,
    private readonly config: Config,
  ) {}

  /** The Concora offer's disclosures (base64 html and pdf), by the orderId of the consumer's GNES prequal. */
  async gnesDisclosures(applicationId: string, session: SessionClaims): Promise<GnesDisclosures> {
    const [row] = await this.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.consumerId, session.consumerId)));
    if (!row || row.appType !== 'GNES') throw new AppError('NOT_FOUND');
    const prequal = (row.result?.prequalResult ?? undefined) as Record<string, unknown> | undefined;
    const orderId = typeof prequal?.orderid === 'string' ? prequal.orderid : undefined;
    if (!orderId) throw new AppError('NOT_FOUND', 'Terms unavailable');
    const client = this.lenders.documents({ training: session.mode === 'fm-train' });
    const answer = await client
      .getJson(
        `/lenders/GNES/disclosures/${encodeURIComponent(orderId)}`,
        AbortSignal.timeout(this.config.lenders.timeoutMs),
      )
      .catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.unreachable, { cause: error });
      });
    const parsed = gnesDisclosures.safeParse(answer);
    if (!parsed.success) throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.parse);
    return parsed.data.disclosures;
  }

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
    if (!shop) throw new AppError('NOT_FOUND', 'acctId: No shop has this acctId and subId.');
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
