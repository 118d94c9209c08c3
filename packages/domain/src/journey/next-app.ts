// Moving on to the next lender (lenders §4 "Next-application click", spec §4 "Moving to a new app").
// Values are kept (the data is reused); the request states follow from the new app code automatically,
// because requirements are looked up per current app. What changes is listed here.
import { incomeValuesForApp } from '../income.js';
import type { AppCode } from '../lenders/app-codes.js';
import { nextApp } from '../results/determine-result.js';
import type { Results } from '../results/determine-result.js';
import { currentApp, effectiveAppList, type JourneyState } from './journey-state.js';

/** Spec §4: these keep their request state across lenders; everything else is reset then re-added. */
export const FIELDS_KEPT_ACROSS_APPS = [
  'MOBILE_PHONE',
  'EMAIL',
  'ACCESS_CODE',
  'SHOP_SEARCH',
  'FIRST_NAME',
  'LAST_NAME',
] as const;

/** "Pending flag '0' is removed first." */
function withoutZeroPendingFlags(results: Results): Results {
  const out: Results = {};
  for (const [code, result] of Object.entries(results) as [AppCode, NonNullable<Results[AppCode]>][]) {
    if (result.pendingappflag === '0') {
      const { pendingappflag: _removed, ...rest } = result;
      out[code] = rest;
    } else out[code] = result;
  }
  return out;
}

/** The state after choosing the given app (default: the next app of the results rule). */
export function moveToNextApp(state: JourneyState, target?: AppCode): JourneyState {
  // A lender removed for the resident state is never the next one (spec §4).
  const code = target ?? nextApp(state.results, effectiveAppList(state));
  if (code === undefined) return state;
  const index = state.appList.indexOf(code);
  // A lender removed for the resident state cannot be chosen either (lenders §4 "AFF … removed").
  if (index < 0 || code === currentApp(state) || !effectiveAppList(state).includes(code))
    return { ...state, results: withoutZeroPendingFlags(state.results) };
  let values = incomeValuesForApp(state.values, code);
  // Lenders §4: moving to AFF sets both consents to '1'; EZPY pre-sets billing same as resident.
  if (code === 'AMFF') values = { ...values, AFF_TCPA: '1', AFF_REC_DEBITS: '1' };
  if (code === 'EZPY') {
    values = {
      ...values,
      BILLING_MATCH_RESIDENT: '1',
      BILLING_ADDRESS1: values.ADDRESS1 ?? '',
      BILLING_ADDRESS2: values.ADDRESS2 ?? '',
      BILLING_ZIP: values.ZIP ?? '',
    };
  }
  return { ...state, appIndex: index, values, results: withoutZeroPendingFlags(state.results) };
}
