import { describe, expect, it } from 'vitest';
import { initialJourneyState } from '@ttapply/domain';
import { isPageComplete, toDomainJourney } from '../lib/domain';
import {
  initialJourney,
  journeyReducer,
  persistable,
  withApplications,
  type JourneyState,
} from './journey-store';
import type { ApplicationRecord } from '../lib/api-types';

/** Only what the store reads of the API's application record; the rest does not matter to it. */
function apiRecord(fields: Partial<ApplicationRecord>): ApplicationRecord {
  return fields as ApplicationRecord;
}

describe('journey store', () => {
  it('an exit of its own (idle, refused session) starts over at the same shop and link; any other reset forgets them', () => {
    const shop = { keyId: 'demo-cfna', name: 'Redmond Tire Pros' } as unknown as JourneyState['shop'];
    const texted = journeyReducer(
      journeyReducer(initialJourney, {
        type: 'linkLoaded',
        linkCode: 'LC1',
        shop: shop!,
        appList: ['CFNA'],
        consumerId: null,
      }),
      { type: 'setValues', values: { FIRST_NAME: 'Ada' } },
    );
    const afterIdle = journeyReducer(texted, { type: 'reset', keepShop: true });
    expect(afterIdle.shop).toBe(shop);
    expect(afterIdle.linkCode).toBe('LC1');
    expect(afterIdle.appList).toEqual(['CFNA']);
    expect(afterIdle.values).toEqual(initialJourney.values);
    const afterDone = journeyReducer(texted, { type: 'reset' });
    expect(afterDone.shop).toBe(initialJourney.shop);
    expect(afterDone.linkCode).toBe(initialJourney.linkCode);
  });

  it('never persists SSN, confirm SSN, ID numbers or date of birth', () => {
    const state = journeyReducer(initialJourney, {
      type: 'setValues',
      values: {
        FIRST_NAME: 'Ada',
        SSN: '123456789',
        CONFIRM_SSN: '123456789',
        ID_NUMBER: 'WDL123',
        DOB: '1990-01-02',
        COAPP_SSN: '987654321',
        ZIP: '98052',
      },
    });
    const stored = JSON.stringify(persistable(state));
    expect(stored).toContain('Ada');
    expect(stored).toContain('98052');
    for (const secret of ['123456789', 'WDL123', '1990-01-02', '987654321'])
      expect(stored).not.toContain(secret);
  });

  it("keeps Account Information's non-secret answers through a refresh, never its card or bank numbers", () => {
    const state = journeyReducer(initialJourney, {
      type: 'setValues',
      values: {
        PAY_FREQUENCY: 'B',
        PAYMENT_METHOD: '2',
        CC_EXP_MONTH: '12',
        CC_NUMBER: '4111111111111111',
        CVV: '731',
        ROUTING_NUMBER: '021000021',
        ACCOUNT_NUMBER: '12345678',
      },
    });
    expect(persistable(state).values).toEqual({
      PAY_FREQUENCY: 'B',
      PAYMENT_METHOD: '2',
      CC_EXP_MONTH: '12',
    });
  });

  it("a returning applicant's newest application per lender stands, keeping the offer it accepted", () => {
    const offer = { accepted: '1', orderid: 'o1', historyid: 'h1' };
    const state = journeyReducer(initialJourney, {
      type: 'verified',
      consumerId: 'c1',
      phone: '5551234567',
      // GET … newest first, as the server lists them.
      applications: [
        apiRecord({
          applicationKeyId: 'a2',
          appType: 'MILE',
          kind: 'application',
          status: 'a',
          result: { accepted: '1' },
        }),
        apiRecord({
          applicationKeyId: 'a1',
          appType: 'MILE',
          kind: 'prequal',
          status: 'q',
          result: { prequalResult: offer },
        }),
        apiRecord({
          applicationKeyId: 'c1',
          appType: 'CFNA',
          kind: 'application',
          status: 'd',
          result: { declined: '1' },
        }),
      ],
    });
    expect(state.applications.MILE?.applicationKeyId).toBe('a2');
    expect(state.applications.MILE?.result).toEqual({ accepted: '1', prequalResult: offer });
    expect(state.applications.CFNA?.applicationKeyId).toBe('c1');
    // The domain's results follow the records: each lender's decision, as the server's draft rebuilds them.
    expect(state.results).toEqual({ MILE: { accepted: '1', prequalResult: offer }, CFNA: { declined: '1' } });
    expect(state.phoneVerified).toBe(true);
  });

  it("a returning applicant on a new device gets back the apps chosen at app selection, so the next lender's button leads to that lender", () => {
    const declinedThenOffered = {
      type: 'verified' as const,
      consumerId: 'c1',
      phone: '5551234567',
      // Newest first: the soft prequal the server sent by itself after CFNA's decline carries the selection.
      applications: [
        apiRecord({
          applicationKeyId: 'g1',
          appType: 'GNES',
          kind: 'prequal' as const,
          status: 'q',
          result: { prequalResult: { accepted: '1' } },
          selectedApps: 'CFNA',
        }),
        apiRecord({
          applicationKeyId: 'c1',
          appType: 'CFNA',
          kind: 'application' as const,
          status: 'd',
          result: { declined: '1' },
          selectedApps: 'CFNA',
        }),
      ],
    };
    const atShop: JourneyState = { ...initialJourney, appList: ['CFNA', 'GNES', 'CFSS', 'EZPY'] };
    const returning = journeyReducer(atShop, declinedThenOffered);
    expect(returning.selectedApps).toEqual(['CFNA']);
    expect(isPageComplete(toDomainJourney(returning, 'result'), 'app-select')).toBe(true);

    // A choice made in this browser stands.
    const chosenHere = journeyReducer({ ...atShop, selectedApps: ['GNES'] }, declinedThenOffered);
    expect(chosenHere.selectedApps).toEqual(['GNES']);
  });

  it('keeps the verified mobile phone locked', () => {
    let state = journeyReducer(initialJourney, { type: 'verified', consumerId: 'c1', phone: '5551234567' });
    state = journeyReducer(state, { type: 'setValue', name: 'MOBILE_PHONE', value: '5550000000' });
    expect(state.values.MOBILE_PHONE).toBe('5551234567');
    expect(state.phoneLocked).toBe(true);
  });

  it('starts over when switching between apply and training', () => {
    const state = journeyReducer(
      { ...initialJourney, values: { FIRST_NAME: 'Ada' }, consumerId: 'c1' },
      { type: 'setMode', mode: 'training' },
    );
    expect(state.values).toEqual({});
    expect(state.mode).toBe('training');
  });
});

describe('draft sync in the store', () => {
  it('fills in saved answers without overwriting what this browser typed, and keeps them out of storage', () => {
    const typed = journeyReducer(initialJourney, {
      type: 'setValues',
      values: { FIRST_NAME: 'Ada', CITY: '' },
    });
    const loaded = journeyReducer(typed, {
      type: 'draftLoaded',
      values: { FIRST_NAME: 'Old', CITY: 'Redmond', SSN: '123456789' },
      completedPages: ['policy-content', 'about-you'],
    });
    expect(loaded.values).toMatchObject({ FIRST_NAME: 'Ada', CITY: 'Redmond', SSN: '123456789' });
    expect(loaded.completedPages).toEqual(['policy-content', 'about-you']);
    expect(loaded.draftStatus).toBe('loaded');
    const stored = JSON.stringify(persistable(loaded));
    expect(stored).not.toContain('123456789');
    expect(stored).not.toContain('draftStatus');
  });

  it('a fresh verification loads the draft again and resumes at its step', () => {
    const state = journeyReducer(
      { ...initialJourney, draftStatus: 'loaded' },
      { type: 'verified', consumerId: 'c-1', phone: '5551234567' },
    );
    expect(state.draftStatus).toBe('idle');
    expect(state.resumeDraft).toBe(true);
  });
});

describe('moving to the next lender (lenders §4 "Next-application click")', () => {
  const declined = apiRecord({
    applicationKeyId: 'a1',
    appType: 'CFNA',
    status: 'd',
    result: { declined: '1', pendingappflag: '0' },
  });
  const base = withApplications(
    {
      ...initialJourney,
      appList: ['CFNA', 'CFSS', 'AMFF'],
      values: { FIRST_NAME: 'Pat', SSN: '123456789' },
      lastAppCode: 'CFNA',
    },
    { CFNA: declined },
  );

  it("sets appIndex to the lender's place in the list and takes the domain's values and results", () => {
    const next = journeyReducer(base, {
      type: 'moveToNextApp',
      appCode: 'AMFF',
      values: { FIRST_NAME: 'Pat', AFF_TCPA: '1' },
      results: { CFNA: { declined: '1' } },
    });
    expect(next.appIndex).toBe(2);
    expect(next.values).toEqual({ FIRST_NAME: 'Pat', SSN: '123456789', AFF_TCPA: '1' });
    expect(next.applications.CFNA?.result).toEqual({ declined: '1' });
    expect(next.applications.CFNA?.applicationKeyId).toBe('a1');
    expect(next.results).toEqual({ CFNA: { declined: '1' } });
  });

  it('ignores a lender the shop does not offer', () => {
    const next = journeyReducer(base, { type: 'moveToNextApp', appCode: 'GNES', values: {}, results: {} });
    expect(next).toBe(base);
  });

  it('AFF Edit Application removes that result', () => {
    const next = journeyReducer(base, { type: 'applicationRemoved', appCode: 'CFNA' });
    expect(next.applications).toEqual({});
    expect(next.results).toEqual({});
    expect(next.lastAppCode).toBeNull();
  });
});

describe('the journey fields follow the application records (decision 150)', () => {
  it("takes each lender's decision from its record and AFF's sign status as the fund status", () => {
    const signed = apiRecord({
      applicationKeyId: 'f1',
      appType: 'AMFF',
      status: 'a',
      result: { approved: '1' },
    });
    const pending = apiRecord({ applicationKeyId: 'g1', appType: 'GNES', status: 'p', result: null });
    let state = journeyReducer(initialJourney, {
      type: 'applicationSaved',
      appCode: 'GNES',
      application: pending,
    });
    expect(state.results).toEqual({});
    state = journeyReducer(state, {
      type: 'applicationSaved',
      appCode: 'AMFF',
      application: { ...signed, signedFlag: '1' },
    });
    expect(state.results).toEqual({ AMFF: { approved: '1' } });
    expect(state.fundStatus).toBe('1');
    state = journeyReducer(state, {
      type: 'applicationSaved',
      appCode: 'AMFF',
      application: { ...signed, signedFlag: '0' },
    });
    expect(state.fundStatus).toBe('0');
  });

  it('takes the fund status from whichever lender funds after signing, named nowhere in the store', () => {
    const record = apiRecord({
      applicationKeyId: 't1',
      appType: 'TSTC',
      status: 'a',
      result: { approved: '1' },
    });
    const state = journeyReducer(initialJourney, {
      type: 'applicationSaved',
      appCode: 'TSTC',
      application: { ...record, signedFlag: '2' },
    });
    expect(state.fundStatus).toBe('2');
  });
});

describe('the store starts where the domain starts (decision 150)', () => {
  it("holds the domain's initial journey fields", () => {
    const { currentPage: _page, ...fields } = initialJourneyState();
    const {
      applications: _a,
      shop: _s,
      consumerId: _c,
      linkCode: _l,
      linkKeyword: _k,
      linkPhoneLastFour: _lp,
      ...rest
    } = initialJourney;
    const {
      policyAgreed: _p,
      verificationHash: _v,
      lastAppCode: _la,
      returnTo: _r,
      token: _t,
      draftStatus: _d,
      resumeDraft: _rd,
      ...journeyFields
    } = rest;
    expect(journeyFields).toEqual(fields);
  });
});
