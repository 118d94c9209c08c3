// The journey store: React context + useReducer (docs/decisions/002-browser-state.md).
// Non-sensitive parts are mirrored to sessionStorage so a refresh keeps the step; SSN, confirm SSN, ID
// numbers and date of birth are never written to web storage or URLs (GLBA; spec data is encrypted at rest
// on the server, so it must not sit in plain text in the browser either).
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  type Dispatch,
  type ReactNode,
} from 'react';
// Types only: the rules package stays out of the landing chunk (GUIDE budget; router.tsx).
import type {
  AppCode,
  FundStatus,
  JourneyFields,
  JourneyMode,
  LenderResult,
  PageId,
  Results,
} from '@ttapply/domain';
import type { ApplicationRecord, Shop } from '../lib/api-types';
import { getToken, onTokenChange, setLinkCode, setToken } from '../lib/api-client';
import { isNeverStored } from '../lib/sensitive-fields';

export type FieldValues = Record<string, string>;

/**
 * The journey store's state: the domain's journey fields (one shape for web, domain and server; the
 * domain's JourneyFields) and beside them what only the browser needs (docs/decisions/150-one-journey-state.md).
 * `values` is the domain's field map read with any key, as typed fields and drafts carry names the
 * catalogue may not list.
 */
export interface JourneyState extends JourneyFields {
  values: FieldValues;
  /** The latest application record per app code as the server sent it, for the pages; `results` holds its decisions. */
  applications: Record<string, ApplicationRecord>;
  shop: Shop | null;
  consumerId: string | null;
  linkCode: string | null;
  /** A company keyword from a texted link without a shop narrows shop search to it (docs/decisions/021). */
  linkKeyword: string | null;
  /** The last four of the number a texted link went to: verification offers it. */
  linkPhoneLastFour: string | null;
  policyAgreed: boolean;
  verificationHash: string | null;
  lastAppCode: string | null;
  /** Page to come back to after an Edit from the summary or a review page (lenders §2 "Edit button"). */
  returnTo: string | null;
  token: string | null;
  /** The server-saved draft (docs/decisions/022): loaded once per page load after verification; in memory. */
  draftStatus: 'idle' | 'loading' | 'loaded';
  /** Set by a fresh verification: once the draft is loaded, go to the step it resumes at. Memory only. */
  resumeDraft: boolean;
}

export const initialJourney: JourneyState = {
  // The domain's initialJourneyState without its page (the store test holds them equal).
  appList: [],
  appIndex: 0,
  selectedApps: [],
  values: {},
  results: {},
  fundStatus: '0',
  mode: 'apply',
  phoneVerified: false,
  completedPages: [],
  applications: {},
  shop: null,
  consumerId: null,
  linkCode: null,
  linkKeyword: null,
  linkPhoneLastFour: null,
  policyAgreed: false,
  verificationHash: null,
  lastAppCode: null,
  returnTo: null,
  token: null,
  draftStatus: 'idle',
  resumeDraft: false,
};

/**
 * The journey's fund status (lenders §9 "Fund status 0 signing, 1 funding, 2 funded"): the furthest sign status
 * of its applications. Only a lender that funds after the consumer signs ever moves its application's sign
 * status from '0', and the server's journey status reads it the same way, whichever lender that is.
 */
function fundStatusOf(applications: Record<string, ApplicationRecord>): FundStatus {
  const flags = Object.values(applications).map((application) => application.signedFlag);
  return flags.includes('2') ? '2' : flags.includes('1') ? '1' : '0';
}

/**
 * The one place the domain's `results` and `fundStatus` follow the application records: each lender's
 * decision is its latest record's result, and the fund status is the sign status of a lender that funds after
 * signing, as our server learnt it (the domain's fundStatusOf). Every change of `applications` goes through here.
 */
export function withApplications(
  state: JourneyState,
  applications: Record<string, ApplicationRecord>,
): JourneyState {
  const results: Results = {};
  for (const [code, application] of Object.entries(applications)) {
    if (application.result) results[code as AppCode] = application.result as LenderResult;
  }
  return { ...state, applications, results, fundStatus: fundStatusOf(applications) };
}

export type JourneyAction =
  | { type: 'reset'; mode?: JourneyMode; keepShop?: boolean }
  | { type: 'setMode'; mode: JourneyMode }
  | { type: 'selectShop'; shop: Shop; appList: readonly AppCode[] }
  | {
      type: 'linkLoaded';
      linkCode: string;
      shop: Shop | null;
      appList: readonly AppCode[];
      consumerId: string | null;
      keyword?: string | null;
      phoneLastFour?: string | null;
    }
  | { type: 'agreePolicy' }
  | { type: 'codeSent'; verificationHash: string; phone: string }
  | { type: 'verified'; consumerId: string; phone: string; applications?: ApplicationRecord[] }
  | { type: 'setValue'; name: string; value: string }
  | { type: 'setValues'; values: FieldValues }
  | { type: 'selectApps'; selectedApps: readonly AppCode[] }
  | {
      type: 'applicationSaved';
      appCode: string;
      application: ApplicationRecord;
      /**
       * The automatic prequal after a decline (lenders §4) is stored without becoming the last app: the
       * result page keeps showing the decline, with the prequalified lender as the offer.
       */
      background?: boolean;
    }
  /**
   * Lenders §4 "Next-application click": the values and results are the domain's moveToNextApp output,
   * computed by the caller (useNextApplication) so the rules package stays out of the landing chunk.
   */
  | {
      type: 'moveToNextApp';
      appCode: AppCode;
      values: FieldValues;
      results: Results;
    }
  /** AFF 'Edit Application' (lenders §4 AFF item 9): the AFF result is removed before editing. */
  | { type: 'applicationRemoved'; appCode: string }
  | { type: 'completePage'; pageId: PageId }
  | { type: 'setReturnTo'; pageId: string | null }
  | { type: 'token'; token: string | null }
  | { type: 'draftLoading' }
  | { type: 'draftLoaded'; values?: FieldValues; completedPages?: readonly PageId[] };

export function journeyReducer(state: JourneyState, action: JourneyAction): JourneyState {
  switch (action.type) {
    case 'reset': {
      const fresh = { ...initialJourney, mode: action.mode ?? state.mode };
      // A session that ended by itself (idle, or refused by the server) starts over at the same shop, through
      // the same link: nothing personal is kept, but the consumer is not sent to look for the shop again.
      if (!action.keepShop) return fresh;
      const { shop, appList, linkCode, linkKeyword, linkPhoneLastFour } = state;
      return { ...fresh, shop, appList, linkCode, linkKeyword, linkPhoneLastFour };
    }
    case 'setMode':
      // Apply and training journeys never share data: switching mode starts over.
      return state.mode === action.mode ? state : { ...initialJourney, mode: action.mode };
    case 'selectShop':
      return { ...state, shop: action.shop, appList: action.appList, appIndex: 0, selectedApps: [] };
    case 'linkLoaded':
      return {
        ...state,
        linkCode: action.linkCode,
        linkKeyword: action.keyword ?? null,
        linkPhoneLastFour: action.phoneLastFour ?? null,
        shop: action.shop,
        appList: action.appList,
        appIndex: 0,
        consumerId: action.consumerId ?? state.consumerId,
      };
    case 'agreePolicy':
      return { ...state, policyAgreed: true, values: { ...state.values, PRIVACY_TERMS_AGREED: '1' } };
    case 'completePage':
      return state.completedPages.includes(action.pageId)
        ? state
        : { ...state, completedPages: [...state.completedPages, action.pageId] };
    case 'codeSent':
      return {
        ...state,
        verificationHash: action.verificationHash,
        // Sent to a texted link's number: known once verified.
        values: action.phone ? { ...state.values, MOBILE_PHONE: action.phone } : state.values,
      };
    case 'verified': {
      const applications = { ...state.applications };
      // The server lists newest first: the oldest goes in first so the newest stands. An application that
      // accepted a prequal offer keeps that offer with it (decision 070).
      for (const app of [...(action.applications ?? [])].reverse()) {
        const earlier = applications[app.appType];
        const offer = earlier?.kind === 'prequal' ? earlier.result?.prequalResult : undefined;
        applications[app.appType] =
          app.kind === 'application' && offer && app.result && !app.result.prequalResult
            ? { ...app, result: { ...app.result, prequalResult: offer } }
            : app;
      }
      // The apps chosen at app selection (spec §3 consumerSelectedApps), as the newest application recorded
      // them: on a new device the browser holds no choice, and without one app selection counts as unanswered,
      // so the next lender's button of a returning applicant's result led back to app selection instead of
      // that lender's page (lenders §4 "Next-application click"). A choice made in this browser stands.
      const recorded = (action.applications?.[0]?.selectedApps?.split(',').filter(Boolean) ??
        []) as AppCode[];
      return {
        ...withApplications(state, applications),
        consumerId: action.consumerId,
        phoneVerified: true,
        phoneLocked: true,
        values: { ...state.values, MOBILE_PHONE: action.phone },
        selectedApps: state.selectedApps.length > 0 ? state.selectedApps : recorded,
        draftStatus: 'idle',
        resumeDraft: true,
      };
    }
    case 'setValue':
      if (action.name === 'MOBILE_PHONE' && state.phoneLocked) return state;
      return { ...state, values: { ...state.values, [action.name]: action.value } };
    case 'setValues':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'selectApps':
      return { ...state, selectedApps: action.selectedApps };
    case 'applicationSaved':
      return {
        ...withApplications(state, { ...state.applications, [action.appCode]: action.application }),
        lastAppCode: action.background ? state.lastAppCode : action.appCode,
      };
    case 'moveToNextApp': {
      const appIndex = state.appList.indexOf(action.appCode);
      if (appIndex < 0) return state;
      const applications: Record<string, ApplicationRecord> = {};
      for (const [code, application] of Object.entries(state.applications)) {
        const result = action.results[code as AppCode];
        applications[code] = result && application.result ? { ...application, result } : application;
      }
      // Saved answers the browser never stores (SSN, DOB) are not in action.values: keep them as they are.
      return {
        ...withApplications(state, applications),
        appIndex,
        values: { ...state.values, ...action.values },
      };
    }
    case 'applicationRemoved': {
      const { [action.appCode]: _removed, ...applications } = state.applications;
      return {
        ...withApplications(state, applications),
        lastAppCode: state.lastAppCode === action.appCode ? null : state.lastAppCode,
      };
    }
    case 'setReturnTo':
      return { ...state, returnTo: action.pageId };
    case 'token':
      return { ...state, token: action.token };
    case 'draftLoading':
      return { ...state, draftStatus: 'loading' };
    case 'draftLoaded': {
      // Saved answers fill in what this browser does not hold (the SSN and ID number after a refresh, all of
      // them on another device); an answer typed here and not saved yet wins.
      const values: FieldValues = { ...(action.values ?? {}) };
      for (const [name, value] of Object.entries(state.values)) if (value !== '') values[name] = value;
      const completedPages = [...state.completedPages];
      for (const page of action.completedPages ?? [])
        if (!completedPages.includes(page)) completedPages.push(page);
      return { ...state, values, completedPages, draftStatus: 'loaded', resumeDraft: false };
    }
  }
}

const STORAGE_KEY = 'ttapply.journey';
const TOKEN_KEY = 'ttapply.session';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What may be written to sessionStorage: everything except the never-stored fields. */
export function persistable(
  state: JourneyState,
): Omit<JourneyState, 'token' | 'draftStatus' | 'resumeDraft'> {
  const values: FieldValues = {};
  for (const [name, value] of Object.entries(state.values)) {
    if (!isNeverStored(name)) values[name] = value;
  }
  const { token: _token, draftStatus: _status, resumeDraft: _resume, ...rest } = state;
  return { ...rest, values };
}

function load(): JourneyState {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  if (token) setToken(token);
  try {
    const raw = store?.getItem(STORAGE_KEY);
    if (!raw) return { ...initialJourney, token };
    const parsed = JSON.parse(raw) as Partial<JourneyState>;
    const values: FieldValues = {};
    for (const [name, value] of Object.entries(parsed.values ?? {})) {
      if (!isNeverStored(name) && typeof value === 'string') values[name] = value;
    }
    // A page load fetches the draft again (draftStatus 'idle'): the sensitive answers live only there.
    return withApplications(
      { ...initialJourney, ...parsed, values, token, draftStatus: 'idle', resumeDraft: false },
      parsed.applications ?? {},
    );
  } catch {
    return { ...initialJourney, token };
  }
}

/**
 * Whether this tab's saved journey has a shop or a link code: the landing page's button and the side panel
 * follow them, so the build's prerendered landing (decision 236) is not this tab's first render.
 */
export function storedJourneyHasShop(): boolean {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<JourneyState>) : null;
    return Boolean(saved?.shop || saved?.linkCode);
  } catch {
    return true; // unreadable: render afresh rather than guess
  }
}

const StateContext = createContext<JourneyState | null>(null);
const DispatchContext = createContext<Dispatch<JourneyAction> | null>(null);

export function JourneyProvider({ children, initial }: { children: ReactNode; initial?: JourneyState }) {
  const [state, dispatch] = useReducer(journeyReducer, initial ?? null, (given) =>
    given ? withApplications(given, given.applications) : load(),
  );

  useEffect(() => {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(persistable(state)));
  }, [state]);

  // A layout effect runs before any page's data-loading effect, so the first call already carries the code.
  useLayoutEffect(() => setLinkCode(state.linkCode), [state.linkCode]);

  useEffect(() => {
    if (getToken() !== state.token) dispatch({ type: 'token', token: getToken() });
    return onTokenChange((token) => {
      const store = storage();
      if (token) store?.setItem(TOKEN_KEY, token);
      else store?.removeItem(TOKEN_KEY);
      dispatch({ type: 'token', token });
    });
    // Subscribe once; the token lives in the API client and is mirrored here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DispatchContext.Provider value={dispatch}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </DispatchContext.Provider>
  );
}

export function useJourney(): JourneyState {
  const state = useContext(StateContext);
  if (!state) throw new Error('useJourney must be used inside JourneyProvider');
  return state;
}

export function useJourneyDispatch(): Dispatch<JourneyAction> {
  const dispatch = useContext(DispatchContext);
  if (!dispatch) throw new Error('useJourneyDispatch must be used inside JourneyProvider');
  return dispatch;
}

/** Convenience: state and dispatch together. */
export function useJourneyStore(): [JourneyState, Dispatch<JourneyAction>] {
  const state = useJourney();
  const dispatch = useJourneyDispatch();
  return useMemo(() => [state, dispatch], [state, dispatch]);
}

/** Clears the persisted journey, e.g. when starting over. */
export function clearPersistedJourney(): void {
  storage()?.removeItem(STORAGE_KEY);
}
