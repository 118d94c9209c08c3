// The applicant's journey state: a plain, JSON-serialisable object that the browser keeps and the server
// can rebuild from the database, so the same pure navigation functions run on both sides.
import type { AppCode } from '../lenders/app-codes.js';
import { providersForResidentState } from '../lenders/state-provider-rules.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import type { Results } from '../results/determine-result.js';
import type { PageId } from './page-ids.js';

export type FundStatus = '0' | '1' | '2';
export type JourneyMode = 'apply' | 'training';

export interface JourneyState {
  /** The page the applicant is on (or has just submitted, when asking for the next one). */
  readonly currentPage: PageId;
  /** The shop's lenders in order (spec §1); see effectiveAppList for the ones this applicant may use. */
  readonly appList: readonly AppCode[];
  /**
   * Index in appList (the shop's list, so it stays put when the resident state changes) of the lender being
   * applied to; currentApp skips a lender removed for the resident state.
   */
  readonly appIndex: number;
  /** Apps chosen on app selection; non-empty once Apply was clicked. */
  readonly selectedApps: readonly AppCode[];
  /** Field values as stored (trueValue), e.g. DOB as YYYY-MM-DD. */
  readonly values: FieldValues;
  /** Lender results keyed by app code. */
  readonly results: Results;
  /** 0 signing, 1 funding, 2 funded (lenders §9); default '0'. */
  readonly fundStatus: FundStatus;
  readonly mode: JourneyMode;
  /** The mobile phone was verified with a one-time code. */
  readonly phoneVerified: boolean;
  /** A returning consumer whose mobile phone is locked (changes the approved rule, lenders §4). */
  readonly phoneLocked?: boolean;
  /** Pages finished by an action rather than by data: summary Continue, coapplicant choice, offers. */
  readonly completedPages: readonly PageId[];
}

/**
 * The journey without the page being asked about: what the browser's store keeps between pages and the
 * server's draft rebuilds (docs/decisions/150-one-journey-state.md). A page's rules take JourneyState, which
 * is these fields plus currentPage.
 */
export type JourneyFields = Omit<JourneyState, 'currentPage'>;

/** The journey at one page: the fields the store or the draft holds, asked about `currentPage`. */
export function journeyAt(fields: JourneyFields, currentPage: PageId): JourneyState {
  return { ...fields, currentPage };
}

export function initialJourneyState(overrides: Partial<JourneyState> = {}): JourneyState {
  return {
    currentPage: 'policy-content',
    appList: [],
    appIndex: 0,
    selectedApps: [],
    values: {},
    results: {},
    fundStatus: '0',
    mode: 'apply',
    phoneVerified: false,
    completedPages: [],
    ...overrides,
  };
}

/**
 * The shop's lenders this applicant may apply to: spec §4 "changing the residential state … removes
 * providers" (the rows live in lenders/state-provider-rules.ts). Navigation, the next app and the consumer
 * outcome all read this list, so a removed lender is never shown, moved to or waited for.
 */
export function effectiveAppList(state: Pick<JourneyState, 'appList' | 'values'>): readonly AppCode[] {
  return providersForResidentState(state.appList, state.values.STATE);
}

/** The lender at appIndex, or the next one after it when that lender is removed for the resident state. */
export function currentApp(
  state: Pick<JourneyState, 'appList' | 'appIndex' | 'values'>,
): AppCode | undefined {
  const effective = effectiveAppList(state);
  return state.appList.slice(Math.max(0, state.appIndex)).find((code) => effective.includes(code));
}

/** Records that an action page (summary, coapplicant choice, offer) was completed. */
export function completePage(state: JourneyState, page: PageId): JourneyState {
  if (state.completedPages.includes(page)) return state;
  return { ...state, completedPages: [...state.completedPages, page] };
}
