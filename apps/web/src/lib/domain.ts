// The web app's doorway to @ttapply/domain: re-exports the rules it uses and adds small adapters from the
// journey store to the domain's types. No rule is written here (GUIDE 1 "one home for every rule"). Importing
// this module brings the field catalogue and zod, so the two pages a texted phone opens first import zod-free
// subpaths instead: '@ttapply/domain/locales' (i18n/locales.ts) and '@ttapply/domain/shop-selection' (the shop
// search screen, decision 239), and training's chrome, which the training landing loads, '@ttapply/domain/training'
// (decision 242). A rule only one lender has is imported by that lender's folder from its own subpath,
// '@ttapply/domain/lenders/<code>', not through here.
import {
  CREDIT_APP_REQUIREMENTS,
  effectiveRequirements,
  FIELD_CATALOGUE,
  currentApp,
  filterInput,
  droppedByFilter,
  journeyRequirements,
  normaliseRequestState,
  isPageId as isPageIdValue,
  journeyAt,
  providersForResidentState,
  type AppCode,
  type FieldName,
  type JourneyFields,
  type JourneyState,
  type RequestState,
} from '@ttapply/domain';
import { setSensitiveCheck } from './sensitive-fields';

export {
  FIELD_CATALOGUE,
  lenderFormIfDifferent,
  MESSAGES,
  PAGE_FIELDS,
  digitsOnly,
  filterInput,
  formatPhone,
  parseLenderList,
  tierFor,
  validateFieldValue,
  type AppCode,
  type FieldName,
  type RequestState,
  type ResultScreen,
} from '@ttapply/domain';

setSensitiveCheck((name) => isKnownField(name) && FIELD_CATALOGUE[name].sensitive);

export function isKnownField(name: string): name is FieldName {
  return Object.prototype.hasOwnProperty.call(FIELD_CATALOGUE, name);
}

/** Applies the catalogue's input filter and max length to typed or pasted text. */
export function fieldFilter(name: FieldName, raw: string): string {
  const definition = FIELD_CATALOGUE[name];
  return filterInput(definition.filter, raw, definition.maxLength);
}

/**
 * What the catalogue's input filter leaves out of typed or pasted text. Phones are shown formatted, so the
 * punctuation and spaces of a pasted '(425) 555-0123' are not news to anyone; only other characters count.
 */
export function fieldLeftOut(name: FieldName, raw: string): string[] {
  const definition = FIELD_CATALOGUE[name];
  const dropped = droppedByFilter(definition.filter, raw);
  return definition.filter === 'phone' ? dropped.filter((ch) => !/[\s.+]/.test(ch)) : dropped;
}

export type Requirements = Partial<Record<FieldName, RequestState>>;

/** The requirement map of one app code, normalised ('R' → REQUIRED). */
export function requirementsFor(appCode: string | undefined): Requirements {
  const table = CREDIT_APP_REQUIREMENTS as Record<string, Partial<Record<string, string>>>;
  const raw = (appCode && table[appCode]) || {};
  const out: Requirements = {};
  for (const [name, state] of Object.entries(raw)) {
    if (isKnownField(name)) out[name] = normaliseRequestState(state);
  }
  return out;
}

export { annualFromMonthly, applyAnswer, monthlyFromAnnual } from '@ttapply/domain';

export { daysInMonth, dobYears, hasMailingAddress, needsPreviousAddress, PAGE_STACKS } from '@ttapply/domain';
export {
  canApplyToApps,
  coappPhoneError,
  dobDateRange,
  dropdownChange,
  idExpiryExample,
  typedDate,
  isAppCode,
  LENDERS,
} from '@ttapply/domain';
export { declineNoticeDeadline, lenderAmountTexts, type DeclineNoticeDeadline } from '@ttapply/domain';
export { documentsEmailed } from '@ttapply/domain';
export { incomeValuesForApp, supportsPrequal } from '@ttapply/domain';
export {
  formatAprRange,
  formatMoney,
  leaseCostOverCashPrice,
  offerTermsOf,
  type OfferFeeKind,
  type OfferTerms,
} from '@ttapply/domain';

export { providersForResidentState } from '@ttapply/domain';
export { TEXTING_KEYWORD_NAMES } from '@ttapply/domain';
// The coded lists whose option labels the web shows in the consumer's language (i18n/domain-texts.ts).
export {
  ACCOUNT_TYPE,
  EMAIL_FOR_ALL_COMS,
  INCOME_SOURCE,
  LOAN_PAYMENT_METHOD,
  MONTHS,
  PAY_FREQUENCY,
  PRIMARY_ID_TYPE,
  RESIDENCE_STATUS,
  SECONDARY_ID_TYPE,
  SUFFIXES,
  US_STATES,
  YES_NO,
  LENDER_CODED_LISTS,
  type CodedValue,
  type LenderCodedLists,
  type TranslatedMessages,
} from '@ttapply/domain';
export {
  creditCheckConsent,
  submissionAppData,
  isDeclinedOrNotAccepted,
  automaticPrequalLender,
  nextStep,
  type WaterfallStep,
  type JourneyStatus,
  type CreditCheckConsent,
  type DataCategory,
  type Results,
} from '@ttapply/domain';

interface AppListJourney {
  appList: readonly AppCode[];
  appIndex: number;
  values: Record<string, string>;
}

/**
 * The shop's lenders from the current one on, less those removed for the resident state (spec §4; the rule
 * is the domain's providersForResidentState, as in its effectiveAppList).
 */
export function remainingAppCodes(journey: AppListJourney): AppCode[] {
  return providersForResidentState(
    journey.appList.slice(Math.max(0, journey.appIndex)),
    journey.values.STATE,
  );
}

/** The lender whose pages are being filled: the current entry of the shop's list, past any removed one. */
export function currentAppCode(journey: AppListJourney): AppCode | undefined {
  return remainingAppCodes(journey)[0] ?? providersForResidentState(journey.appList, journey.values.STATE)[0];
}

/** The lender's requirements adjusted to the answers (previous address, mailing, marital, coapplicant). */
export function effectiveRequirementsFor(
  appCode: string | undefined,
  values: Record<string, string>,
): Requirements {
  return effectiveRequirements(requirementsFor(appCode), values, appCode as AppCode | undefined);
}

/**
 * What the journey's pages ask for the current lender, adjusted to the answers: the lender's list, except a
 * DigniFi next app, which asks only the fields kept across apps and its income (domain journeyRequirements,
 * docs/decisions/112). The review and the submission still use the lender's whole list: they show and send
 * everything already gathered.
 */
export function askedRequirementsFor(journey: AppListJourney): Requirements {
  const state = journey as Parameters<typeof journeyRequirements>[0];
  return effectiveRequirements(journeyRequirements(state), journey.values, currentApp(state));
}

export { formatDateUs, formatPhoneDashed, formatWholeDollars, lastFour, maskSsn } from '@ttapply/domain';

export {
  consumerOutcome,
  DECLINED_OFFER,
  determineResult,
  effectiveAppList,
  formatCardNumberForResult,
  isSet,
  maskCardNumber,
  moveToNextApp,
  nextAppButton,
  normaliseAppCode,
  type LenderResult,
  type ResultKind,
  type VersatileOffer,
} from '@ttapply/domain';

export {
  firstIncompletePage,
  isDraftPage,
  isPageAccessible,
  isPageComplete,
  isPageId,
  nextPage,
  type PageId,
} from '@ttapply/domain';

/**
 * The store's journey at a page, as the domain's JourneyState: the store already holds the domain's journey
 * fields (docs/decisions/150-one-journey-state.md), so this only names the page, or the policy page for a
 * path that is no page id.
 */
export function toDomainJourney(journey: JourneyFields, currentPage: string): JourneyState {
  return journeyAt(journey, isPageIdValue(currentPage) ? currentPage : 'policy-content');
}

// AFF account pages (lenders §2 "Extra financial / payment page", "AFF missing-information screen").
export {
  cardExpiryYears,
  formatCardholderName,
  MISSING_INFO_TARGETS,
  PAGE_HEADINGS,
  validateFinanceAmount,
} from '@ttapply/domain';
// Training mode (lenders §4): Application Type choices, FILL ALL DATA's sample applicant.
export { trainingResultChoices, trainingSampleFor, trainingSsnValues } from '@ttapply/domain';
export type { TrainingResultChoice } from '@ttapply/domain';

export { currentApp, journeyProgress, journeySteps, type JourneyProgress } from '@ttapply/domain';
