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
import type { Mode } from '../lib/routes';
import type { ApplicationRecord, Shop } from '../lib/api-types';
import { getToken, onTokenChange, setLinkCode, setToken } from '../lib/api-client';
import { isNeverStored } from '../lib/sensitive-fields';

export type FieldValues = Record<string, string>;

export interface JourneyState {
  mode: Mode;
  shop: Shop | null;
  /** App codes offered by the selected shop, in order (spec: the shop's comma list). */
  appList: string[];
  appIndex: number;
  selectedApps: string[];
  consumerId: string | null;
  linkCode: string | null;
  /** A company keyword from a texted link without a shop narrows shop search to it (docs/decisions/021). */
  linkKeyword: string | null;
  policyAgreed: boolean;
  verificationHash: string | null;
  /** True once the mobile phone was verified; it is then shown read-only (spec §4). */
  mobileLocked: boolean;
  values: FieldValues;
  /** Latest application per app code. */
  results: Record<string, ApplicationRecord>;
  lastAppCode: string | null;
  /** Pages finished by an action rather than by data (summary Continue, coapplicant choice). */
  completedPages: string[];
  /** Page to come back to after an Edit from the summary or a review page (lenders §2 "Edit button"). */
  returnTo: string | null;
  token: string | null;
  /** The server-saved draft (docs/decisions/022): loaded once per page load after verification; in memory. */
  draftStatus: 'idle' | 'loading' | 'loaded';
  /** Set by a fresh verification: once the draft is loaded, go to the step it resumes at. Memory only. */
  resumeDraft: boolean;
}

export const initialJourney: JourneyState = {
  mode: '',
  shop: null,
  appList: [],
  appIndex: 0,
  selectedApps: [],
  consumerId: null,
  linkCode: null,
  linkKeyword: null,
  policyAgreed: false,
  verificationHash: null,
  mobileLocked: false,
  values: {},
  results: {},
  lastAppCode: null,
  completedPages: [],
  returnTo: null,
  token: null,
  draftStatus: 'idle',
  resumeDraft: false,
};

export type JourneyAction =
  | { type: 'reset'; mode?: Mode }
  | { type: 'setMode'; mode: Mode }
  | { type: 'selectShop'; shop: Shop; appList: string[] }
  | {
      type: 'linkLoaded';
      linkCode: string;
      shop: Shop | null;
      appList: string[];
      consumerId: string | null;
      keyword?: string | null;
    }
  | { type: 'agreePolicy' }
  | { type: 'codeSent'; verificationHash: string; phone: string }
  | { type: 'verified'; consumerId: string; phone: string; applications?: ApplicationRecord[] }
  | { type: 'setValue'; name: string; value: string }
  | { type: 'setValues'; values: FieldValues }
  | { type: 'selectApps'; selectedApps: string[] }
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
      appCode: string;
      values: FieldValues;
      results: Record<string, Record<string, unknown> | undefined>;
    }
  /** AFF 'Edit Application' (lenders §4 AFF item 9): the AFF result is removed before editing. */
  | { type: 'applicationRemoved'; appCode: string }
  | { type: 'completePage'; pageId: string }
  | { type: 'setReturnTo'; pageId: string | null }
  | { type: 'token'; token: string | null }
  | { type: 'draftLoading' }
  | { type: 'draftLoaded'; values?: FieldValues; completedPages?: string[] };

export function journeyReducer(state: JourneyState, action: JourneyAction): JourneyState {
  switch (action.type) {
    case 'reset':
      return { ...initialJourney, mode: action.mode ?? state.mode };
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
        values: { ...state.values, MOBILE_PHONE: action.phone },
      };
    case 'verified': {
      const results = { ...state.results };
      // The server lists newest first: the oldest goes in first so the newest stands. An application that
      // accepted a prequal offer (MILE, GNES) keeps that offer with it (decision 070).
      for (const app of [...(action.applications ?? [])].reverse()) {
        const earlier = results[app.appType];
        const offer = earlier?.kind === 'prequal' ? earlier.result?.prequalResult : undefined;
        results[app.appType] =
          app.kind === 'application' && offer && app.result && !app.result.prequalResult
            ? { ...app, result: { ...app.result, prequalResult: offer } }
            : app;
      }
      // The apps chosen at app selection (spec §3 consumerSelectedApps), as the newest application recorded
      // them: on a new device the browser holds no choice, and without one app selection counts as unanswered,
      // so the next lender's button of a returning applicant's result led back to app selection instead of
      // that lender's page (lenders §4 "Next-application click"). A choice made in this browser stands.
      const recorded = action.applications?.[0]?.selectedApps?.split(',').filter(Boolean) ?? [];
      return {
        ...state,
        consumerId: action.consumerId,
        mobileLocked: true,
        values: { ...state.values, MOBILE_PHONE: action.phone },
        results,
        selectedApps: state.selectedApps.length > 0 ? state.selectedApps : recorded,
        draftStatus: 'idle',
        resumeDraft: true,
      };
    }
    case 'setValue':
      if (action.name === 'MOBILE_PHONE' && state.mobileLocked) return state;
      return { ...state, values: { ...state.values, [action.name]: action.value } };
    case 'setValues':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'selectApps':
      return { ...state, selectedApps: action.selectedApps };
    case 'applicationSaved':
      return {
        ...state,
        results: { ...state.results, [action.appCode]: action.application },
        lastAppCode: action.background ? state.lastAppCode : action.appCode,
      };
    case 'moveToNextApp': {
      const appIndex = state.appList.indexOf(action.appCode);
      if (appIndex < 0) return state;
      const results: Record<string, ApplicationRecord> = {};
      for (const [code, application] of Object.entries(state.results)) {
        const result = action.results[code];
        results[code] = result && application.result ? { ...application, result } : application;
      }
      // Saved answers the browser never stores (SSN, DOB) are not in action.values: keep them as they are.
      return { ...state, appIndex, values: { ...state.values, ...action.values }, results };
    }
    case 'applicationRemoved': {
      const { [action.appCode]: _removed, ...results } = state.results;
      return {
        ...state,
        results,
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
    return { ...initialJourney, ...parsed, values, token, draftStatus: 'idle', resumeDraft: false };
  } catch {
    return { ...initialJourney, token };
  }
}

const StateContext = createContext<JourneyState | null>(null);
const DispatchContext = createContext<Dispatch<JourneyAction> | null>(null);

export function JourneyProvider({ children, initial }: { children: ReactNode; initial?: JourneyState }) {
  const [state, dispatch] = useReducer(journeyReducer, initial ?? null, (given) => given ?? load());

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
