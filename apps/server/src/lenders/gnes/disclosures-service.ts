import { MESSAGES } from '@ttapply/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { applications } from '../../db/schema.js';
import { AppError, errorText } from '../../errors/app-error.js';
import type { SessionClaims } from '../../services/session-tokens.js';
import type { LenderRegistry } from '../lender-registry.js';

const gnesDisclosures = z.object({
  disclosures: z.object({ html: z.base64().max(2_000_000), pdf: z.base64().max(5_000_000) }),
});

export type GnesDisclosures = z.infer<typeof gnesDisclosures>['disclosures'];

/**
 * The disclosures Concora makes for one offer (lenders §7 "GNES disclosures"): fetched from the lender when
 * shown, for the application's own consumer only.
 */
export class GnesDisclosuresService {
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
    if (!orderId) throw new AppError('NOT_FOUND', errorText('terms.unavailable'));
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
}
