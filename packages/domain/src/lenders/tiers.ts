// Tiers (spec applicant-journey §1, lenders §4 "Submission pages").
import type { AppCode } from './app-codes.js';

export type Tier = '1' | '2' | '3';

/** Which tier group each lender belongs to, as listed in spec §1 (MILE appears in tiers 1 and 2). */
export const TIER_GROUPS: Readonly<Record<Tier, readonly AppCode[]>> = {
  '1': ['CFNA', 'GDYR', 'SERV', 'GEMY', 'ALNC', 'MILE'],
  '2': ['GNES', 'CFSS', 'MILE'],
  '3': ['AMFF', 'ACMA', 'EZPY', 'VERS'],
};

/**
 * The tier sent with an application (spec §1): 2 for GNES and CFSS, 3 for VERS, AMFF and EZPY, 1 otherwise;
 * MILE is 2 when it is in the list but not first, otherwise 1. ACMA therefore sends 1 even though §1 lists
 * it in the tier 3 group: the sentence about the tier sent is the rule the lenders receive.
 */
export function tierFor(appCode: AppCode, appList: readonly AppCode[] = []): Tier {
  switch (appCode) {
    case 'GNES':
    case 'CFSS':
      return '2';
    case 'VERS':
    case 'AMFF':
    case 'EZPY':
      return '3';
    case 'MILE': {
      const index = appList.indexOf('MILE');
      return index > 0 ? '2' : '1';
    }
    default:
      return '1';
  }
}
