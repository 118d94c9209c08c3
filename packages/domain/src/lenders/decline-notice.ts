// By when each lender's notice of a decline arrives (lenders §9 "Decline letters"; docs/decisions/265): the one
// deadline its own decline text, the notice under it, the recorded decision and the shop console all state,
// from the lender's definition. Kept in its own module so the pages that read only the catalogue (shop search,
// the shop console) do not carry it.
import type { AppCode } from './app-codes.js';
import type { DeclineNoticeDeadline } from './lender-definition.js';
import { LENDER_REGISTRY, lenderDefinition, lenderShownOn, type LenderRegistry } from './lender-registry.js';

export type { DeclineNoticeDeadline };

/**
 * ECOA / Regulation B §1002.9(a)(1): 30 days after a completed application, the deadline for a lender the
 * spec's table does not name (docs/decisions/265).
 */
export const REG_B_NOTICE_DAYS = 30;

/** The deadlines the lenders state, keyed by each code a shop may list (a brand's screen shares its lender's). */
export const DECLINE_NOTICES: Readonly<Partial<Record<AppCode, DeclineNoticeDeadline>>> =
  declineNoticesOf(LENDER_REGISTRY);

function declineNoticesOf(registry: LenderRegistry): Readonly<Record<string, DeclineNoticeDeadline>> {
  return Object.fromEntries(
    registry.flatMap((lender) => {
      const notice = lender.declineNotice;
      if (!notice) return [];
      return [...new Set([lender.code, lender.resultScreen])].map((code) => [code, notice]);
    }),
  );
}

/**
 * The deadline of a decline's notice from `appCode` (when the lender's own waterfall names the provider that
 * decided, that provider's when it is known): the lender's own, else Regulation B's 30 days.
 */
export function declineNoticeDeadline(
  appCode: string,
  providerId?: string,
  registry: LenderRegistry = LENDER_REGISTRY,
): DeclineNoticeDeadline {
  const lender = lenderDefinition(appCode, registry) ?? lenderShownOn(appCode, registry);
  if (providerId) {
    const provider = lender?.declineNoticeByProvider?.[providerId.trim().toLowerCase()];
    if (provider) return provider;
  }
  return lender?.declineNotice ?? { within: REG_B_NOTICE_DAYS };
}
