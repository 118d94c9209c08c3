// Moving on to the next lender (lenders §4 "Next-application click", spec §4 "Moving to a new app").
// Values are kept (the data is reused, so nothing already answered is asked again); the request states
// follow from the new app code (journeyRequirements), because requirements are looked up per current app:
// that is the spec's "reset to not requested, then the new app's fields are added". What else changes is
// listed here.
import { incomeValuesForApp } from '../income.js';
import type { AppCode } from '../lenders/app-codes.js';
import { ezpyBillingPreset } from '../lenders/ezpy/ezpy-rules.js';
import { requirementsFor, type Requirements } from '../requirements/credit-app-requirements.js';
import { nextApp } from '../waterfall/consumer-outcome.js';
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

/**
 * The request states the journey checks for the current lender. Normally the lender's own list. DigniFi
 * reached by the next-application click (appIndex moved past the first lender) is the spec's exception:
 * its fields are not added, so only the fields kept across apps stay requested (and its income, which every
 * lender but Versatile has gathered by then) and DigniFi is submitted with the data already gathered (lenders
 * §4 "except for DigniFi", "A DigniFi next app goes to DIGNIFI_SUBMISSION").
 */
export function journeyRequirements(
  state: Pick<JourneyState, 'appList' | 'appIndex' | 'values'>,
): Requirements {
  return requirementsAtPlace(currentApp(state), state.appIndex);
}

/**
 * What the server holds a submission to (docs/decisions/102): the journey's own rule for the lender at its
 * place in the shop's list, so a DigniFi next app carrying only what the earlier lender's pages gathered is
 * accepted as the journey submits it, and every other lender is held to its full list.
 */
export function submissionRequirements(appCode: AppCode, shopLenders: readonly AppCode[]): Requirements {
  return requirementsAtPlace(appCode, shopLenders.indexOf(appCode));
}

/**
 * What a DigniFi next app asks beyond the kept fields (docs/decisions/112): its income. Every lender with
 * pages of ours gathers income and the move converts it (incomeValuesForApp), so after them nothing is asked;
 * Versatile's prequal set has none, and an application without income is a certain decline that still costs
 * the consumer a hard inquiry.
 */
export const DIGNIFI_NEXT_APP_FIELDS = ['ANNUAL_GROSS_INCOME'] as const;

function requirementsAtPlace(app: AppCode | undefined, appIndex: number): Requirements {
  const requirements = requirementsFor(app);
  if (app !== 'CFSS' || appIndex <= 0) return requirements;
  const kept: Requirements = {};
  for (const name of [...FIELDS_KEPT_ACROSS_APPS, ...DIGNIFI_NEXT_APP_FIELDS]) {
    const requestState = requirements[name];
    if (requestState !== undefined) kept[name] = requestState;
  }
  return kept;
}

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
  if (code === 'EZPY') values = { ...values, ...ezpyBillingPreset(values) };
  return { ...state, appIndex: index, values, results: withoutZeroPendingFlags(state.results) };
}
