// Moving on to the next lender (lenders §4 "Next-application click", spec §4 "Moving to a new app").
// Values are kept (the data is reused, so nothing already answered is asked again); the request states
// follow from the new app code (journeyRequirements), because requirements are looked up per current app:
// that is the spec's "reset to not requested, then the new app's fields are added". What else changes is
// listed here.
import { incomeValuesForApp } from '../income.js';
import type { AppCode } from '../lenders/app-codes.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from '../lenders/lender-registry.js';
import { requirementsOf, type Requirements } from '../requirements/credit-app-requirements.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
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
 * The request states the journey checks for the current lender. Normally the lender's own list. A lender
 * that asks only some fields when reached by the next-application click (appIndex moved past the first
 * lender; its definition's asNextAppAsksOnly) is the spec's exception: only the fields kept across apps and
 * those stay requested, and it is submitted with the data already gathered (lenders §4 "except for …").
 */
export function journeyRequirements(
  state: Pick<JourneyState, 'appList' | 'appIndex' | 'values'>,
  registry: LenderRegistry = LENDER_REGISTRY,
): Requirements {
  return requirementsAtPlace(currentApp(state), state.appIndex, registry);
}

/**
 * What the server holds a submission to (docs/decisions/102): the journey's own rule for the lender at its
 * place in the shop's list, so a next app carrying only what the earlier lender's pages gathered is accepted
 * as the journey submits it, and every other lender is held to its full list.
 */
export function submissionRequirements(
  appCode: AppCode,
  shopLenders: readonly AppCode[],
  registry: LenderRegistry = LENDER_REGISTRY,
): Requirements {
  return requirementsAtPlace(appCode, shopLenders.indexOf(appCode), registry);
}

function requirementsAtPlace(
  app: string | undefined,
  appIndex: number,
  registry: LenderRegistry,
): Requirements {
  if (app === undefined) return {};
  const requirements = requirementsOf(app, registry);
  const asksOnly = lenderDefinition(app, registry)?.asNextAppAsksOnly;
  if (asksOnly === undefined || appIndex <= 0) return requirements;
  const kept: Requirements = {};
  for (const name of [...FIELDS_KEPT_ACROSS_APPS, ...asksOnly]) {
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
export function moveToNextApp(
  state: JourneyState,
  target?: AppCode,
  registry: LenderRegistry = LENDER_REGISTRY,
): JourneyState {
  // A lender removed for the resident state is never the next one (spec §4).
  const code = target ?? nextApp(state.results, effectiveAppList(state));
  if (code === undefined) return state;
  const index = state.appList.indexOf(code);
  // A lender removed for the resident state cannot be chosen either (lenders §4 "AFF … removed").
  if (index < 0 || code === currentApp(state) || !effectiveAppList(state).includes(code))
    return { ...state, results: withoutZeroPendingFlags(state.results) };
  const income = incomeValuesForApp(state.values, code, registry);
  // Lenders §4: what a lender sets on the move to it (consents, a billing preset) is in its definition.
  const arrival = lenderDefinition(code, registry)?.valuesOnArrival?.(income);
  const values: FieldValues = arrival ? { ...income, ...arrival } : income;
  return { ...state, appIndex: index, values, results: withoutZeroPendingFlags(state.results) };
}
