// By when each lender's notice of a decline arrives (lenders §9 "Decline letters"; docs/decisions/265): the one
// deadline its own decline text, the notice under it, the recorded decision and the shop console all state. Part
// of the lender's definition, kept in its own module so the pages that read only the catalogue (shop search,
// the shop console) do not carry it.
import type { AppCode } from './app-codes.js';

/**
 * Days until a decline's notice arrives: `within` days, or `from` to `within` days where the lender gives a
 * range (Synchrony, FlexShopper: 7-10).
 */
export interface DeclineNoticeDeadline {
  readonly from?: number;
  readonly within: number;
}

/**
 * ECOA / Regulation B §1002.9(a)(1): 30 days after a completed application, the deadline for a lender the
 * spec's table does not name (docs/decisions/265).
 */
export const REG_B_NOTICE_DAYS = 30;

/** Lenders §9 "Decline letters: CFNA/EZPY within 10 days; AFF within 30 days; GEMY 7-10 days; MILE 30 days". */
export const DECLINE_NOTICES: Readonly<Partial<Record<AppCode, DeclineNoticeDeadline>>> = {
  CFNA: { within: 10 },
  // The Goodyear card is a CFNA card (docs/decisions/135): CFNA decides and writes.
  GDYR: { within: 10 },
  GOODYEAR: { within: 10 },
  EZPY: { within: 10 },
  AMFF: { within: 30 },
  GEMY: { from: 7, within: 10 },
  MILE: { within: 30 },
};

/** Versatile's providers each send their own notice; FlexShopper's by e-mail in 7 to 10 days (lenders §4, §9). */
const VERSATILE_PROVIDER_NOTICES: Readonly<Record<string, DeclineNoticeDeadline>> = {
  flexshopper: { from: 7, within: 10 },
};

/**
 * The deadline of a decline's notice from `appCode` (for Versatile, from the provider that decided when it is
 * known): the lender's own, else Regulation B's 30 days.
 */
export function declineNoticeDeadline(appCode: AppCode, providerId?: string): DeclineNoticeDeadline {
  if (appCode === 'VERS' && providerId) {
    const provider = VERSATILE_PROVIDER_NOTICES[providerId.trim().toLowerCase()];
    if (provider) return provider;
  }
  return DECLINE_NOTICES[appCode] ?? { within: REG_B_NOTICE_DAYS };
}
