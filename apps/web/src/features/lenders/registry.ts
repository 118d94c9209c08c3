// The one list of what each lender adds to the screens all lenders share (shared/lender-parts.ts). Adding a
// lender with such a part touches its folder and one line here (GUIDE 9). This file sits beside the lender
// folders, not in one: it is the only web module besides the router and the result page that names them all.
import type { LenderPartsTable } from './shared/lender-parts';
import { affAccountCheck } from './amff/account-checks-api';
import { MileNextLenderTermsGate } from './mile/mile-credit-terms';

export const LENDER_PARTS: LenderPartsTable = {
  AMFF: { accountCheck: affAccountCheck },
  MILE: { termsGate: MileNextLenderTermsGate },
};
