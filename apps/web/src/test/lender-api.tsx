// What the lender page tests share: an applicant whose shared pages are filled in, a scripted fetch that
// records each call, and a probe that exposes the journey store.
import type { AppCode } from '../lib/domain';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ComponentType } from 'react';
import type { StepProps } from '../lib/step-props';
import type { ApplicationRecord } from '../lib/api-types';
import type { PageId } from '../lib/domain';
import { WebLendersContext } from '../features/lenders/shared/web-lender';
import { WEB_LENDERS } from '../features/lenders/registry';
import { initialJourney, JourneyProvider, useJourney, type JourneyState } from '../stores/journey-store';
import { jsonResponse, mainStreetTire } from './journey';

export const APPLICANT: Record<string, string> = {
  PRIVACY_TERMS_AGREED: '1',
  FIRST_NAME: 'Pat',
  LAST_NAME: 'Lee',
  EMAIL: 'pat@example.com',
  CONFIRM_EMAIL: 'pat@example.com',
  HOME_PHONE: '5551234567',
  MOBILE_PHONE: '5559876543',
  DOB: '1990-07-04',
  EMPLOYER_NAME: 'Acme Tire',
  ADDRESS1: '123 Main St',
  CITY: 'Redmond',
  STATE: 'WA',
  ZIP: '98052',
  YEARS_AT_ADDRESS: '5',
  ANNUAL_GROSS_INCOME: '48000',
  MONTHLY_HOUSING_PAYMENT: '1200',
  RESIDENT_STATUS: 'R',
  ID_TYPE: 'D',
  ID_NUMBER: 'LEEPA123',
  ID_STATE: 'WA',
  ID_EXPIRY: '2030-07-04',
  SSN: '123456789',
  CONFIRM_SSN: '123456789',
};

export function lenderJourney(appList: AppCode[], overrides: Partial<JourneyState> = {}): JourneyState {
  return {
    ...initialJourney,
    shop: mainStreetTire(appList.join(',')),
    appList,
    selectedApps: [appList[0]!],
    policyAgreed: true,
    consumerId: 'c-1',
    phoneVerified: true,
    phoneLocked: true,
    values: { ...APPLICANT },
    ...overrides,
  };
}

export function application(
  appType: string,
  result: Record<string, unknown> | null,
  extra: Partial<ApplicationRecord> = {},
): ApplicationRecord {
  // Only what the lender pages read; the rest of the API's record does not matter to them.
  return {
    applicationKeyId: `${appType.toLowerCase()}-1`,
    appType,
    status: 'p',
    result,
    ...extra,
  } as ApplicationRecord;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | undefined;

/** A fetch that answers by the first handler returning a Response; 404 otherwise. Records every call. */
export function scriptFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    return (await handler(call)) ?? jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url === path);

/** Renders one step screen with spies for goNext/goTo; `journey()` reads the store as it is now. */
export function renderStep(Step: ComponentType<StepProps>, state: JourneyState, pageId: PageId) {
  const goNext = vi.fn();
  const goTo = vi.fn();
  let current: JourneyState = state;
  function Probe() {
    current = useJourney();
    return null;
  }
  render(
    <JourneyProvider initial={state}>
      <MemoryRouter>
        <WebLendersContext value={WEB_LENDERS}>
          <Step pageId={pageId} goNext={goNext} goTo={goTo} />
        </WebLendersContext>
        <Probe />
      </MemoryRouter>
    </JourneyProvider>,
  );
  return { goNext, goTo, journey: () => current };
}

/** GET /api/v1/apps/journey as the server answers it: its next step and the applications at the shop. */
export function journeyAnswer(
  nextStep: { type: string; appCode?: string } | null,
  applications: ApplicationRecord[],
  { stage = 'submitted', events = [] }: { stage?: string; events?: unknown[] } = {},
) {
  return jsonResponse({
    journey: { shopKeyId: 'shop-1', stage, page: null, nextStep, lenders: [], events },
    applications,
  });
}

export const JOURNEY = '/api/v1/apps/journey?shop=shop-1';

/** A date `days` from today as YYYY-MM-DD, for payday answers. */
export const isoInDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A complete, valid Account Information page (lenders §2 "Extra financial / payment page"). */
export const ACCOUNT_ANSWERS = {
  MONTHLY_GROSS_INCOME: '4000',
  PAY_FREQUENCY: 'B',
  LAST_PAYDAY: isoInDays(-3),
  NEXT_PAYDAY: isoInDays(11),
  CC_NUMBER: '4000000000000002',
  CC_EXP_MONTH: '12',
  CC_EXP_YEAR: String(new Date().getFullYear() + 1),
  BILLING_MATCH_RESIDENT: '1',
  BILLING_ADDRESS1: '123 Main St',
  BILLING_ZIP: '98052',
  CVV: '123',
  ROUTING_NUMBER: '000000000',
  ACCOUNT_NUMBER: '12345678',
  PAYMENT_METHOD: '1',
};
