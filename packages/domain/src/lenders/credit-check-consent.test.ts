import { automaticPrequalLender } from '../waterfall/automatic-prequal.js';
import { incomeValuesForApp } from '../income.js';
import { describe, expect, it } from 'vitest';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from '../journey/applicant.fixture.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { isFieldName, type FieldName } from '../fields/field-names.js';
import { toLenderAppData } from './app-data-mapping.js';
import {
  consentSentence,
  creditCheckConsent,
  dataCategories,
  dataCategoryOf,
  DATA_CATEGORIES,
  joinEnglish,
} from './credit-check-consent.js';

const SHARED: FieldValues = { ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL };
const NOT_PERSONAL = ['dllversion', 'PAYMENT_METHOD', 'AFF_TCPA', 'AFF_REC_DEBITS', 'GEMY_TOKEN'];

describe('creditCheckConsent: soft or hard check, the lender, and which data goes to it', () => {
  it('an application is a hard check; a prequal a soft one', () => {
    expect(creditCheckConsent('CFNA', 'application').creditCheck).toBe('hard');
    expect(creditCheckConsent('AMFF', 'prequal').creditCheck).toBe('soft');
    expect(creditCheckConsent('MILE', 'prequal').creditCheck).toBe('soft');
    expect(creditCheckConsent('MILE', 'application').creditCheck).toBe('hard');
    expect(() => creditCheckConsent('CFNA', 'prequal')).toThrow('CFNA does not prequalify.');
  });

  it("names the lender by the catalogue's name", () => {
    expect(creditCheckConsent('AMFF', 'application').legalName).toBe('American First Finance');
    expect(creditCheckConsent('GEMY', 'application').legalName).toBe('Synchrony');
    expect(creditCheckConsent('CFSS', 'application').legalName).toBe('DigniFi');
  });

  it('CFNA receives identity (name, DOB, SSN), contact, address, income, employer, housing and ID', () => {
    expect(creditCheckConsent('CFNA', 'application', { values: SHARED }).dataCategories).toEqual([
      'name',
      'date-of-birth',
      'ssn',
      'contact',
      'address',
      'income',
      'employment',
      'housing',
      'id',
    ]);
  });

  it('bank and card only where the lender asks (AFF, EZPY)', () => {
    const withPayment = {
      ...SHARED,
      CC_NUMBER: '4111111111111111',
      CVV: '123',
      ROUTING_NUMBER: '021000021',
      ACCOUNT_NUMBER: '12345678',
    };
    const aff = creditCheckConsent('AMFF', 'application', { values: withPayment }).dataCategories;
    expect(aff).toContain('bank-account');
    expect(aff).toContain('card');
    expect(aff).not.toContain('id');
    expect(creditCheckConsent('EZPY', 'application').dataCategories).toContain('card');
    expect(creditCheckConsent('GNES', 'application').dataCategories).not.toContain('card');
    expect(creditCheckConsent('GNES', 'application', { values: withPayment }).dataCategories).not.toContain(
      'card',
    );
  });

  it('AFF prequal: name, DOB, SSN, contact and address only', () => {
    expect(creditCheckConsent('AMFF', 'prequal').dataCategories).toEqual([
      'name',
      'date-of-birth',
      'ssn',
      'contact',
      'address',
    ]);
    expect(creditCheckConsent('GNES', 'prequal').dataCategories).toContain('income');
  });

  it('co-applicant and spouse details only when they apply', () => {
    expect(creditCheckConsent('CFNA', 'application', { values: SHARED }).dataCategories).not.toContain(
      'coapplicant',
    );
    expect(
      creditCheckConsent('CFNA', 'application', {
        values: { ...SHARED, APPLY_WITH_COAPP: '1', COAPP_FIRST_NAME: 'Sam' },
      }).dataCategories,
    ).toContain('coapplicant');
    const wi = { ...SHARED, STATE: 'WI', MARRIED: 'Y' };
    // a co-applicant typed but the switch off: nothing of theirs is sent, so it is not named
    expect(
      creditCheckConsent('CFNA', 'application', {
        values: { ...SHARED, APPLY_WITH_COAPP: '0', COAPP_FIRST_NAME: 'Sam' },
      }).dataCategories,
    ).not.toContain('coapplicant');
    expect(creditCheckConsent('AMFF', 'application', { values: wi }).dataCategories).toContain('marital');
    expect(creditCheckConsent('AMFF', 'application', { values: SHARED }).dataCategories).not.toContain(
      'marital',
    );
  });

  it('every personal field the appData mapping sends is covered by a named category', () => {
    const fieldOfKey = (key: string): FieldName | undefined => {
      const renamed: Record<string, FieldName> = {
        DOB_YEAR: 'DOB',
        DOB_MONTH: 'DOB',
        DOB_DAY: 'DOB',
        COAPP_DOB_YEAR: 'COAPP_DOB',
        COAPP_DOB_MONTH: 'COAPP_DOB',
        COAPP_DOB_DAY: 'COAPP_DOB',
        custom3: 'SECONDARY_ID_TYPE',
        custom5: 'COAPP_SECONDARY_ID_TYPE',
        CC_EXP: 'CC_EXP_MONTH',
        incomestatus: 'INCOME_TYPE',
      };
      return renamed[key] ?? (isFieldName(key) ? key : undefined);
    };
    const values: FieldValues = {
      ...SHARED,
      APPLY_WITH_COAPP: '1',
      COAPP_FIRST_NAME: 'Sam',
      COAPP_SECONDARY_ID_TYPE: 'Other',
      SECONDARY_ID_TYPE: 'Other',
      STATE: 'WI',
      MARRIED: 'Y',
      LIVE_IN_SPOUSE: 'N',
      SPOUSE_NAME: 'Kim Lee',
      MONTHLY_GROSS_INCOME: '4000',
      CC_NUMBER: '4111111111111111',
      CC_EXP_MONTH: '12',
      CC_EXP_YEAR: '2028',
      CVV: '123',
      ROUTING_NUMBER: '021000021',
      ACCOUNT_NUMBER: '12345678',
      ACCOUNT_TYPE: 'C',
      BILLING_ZIP: '98052',
      EMAIL_FOR_ALL_COMS: '1',
      WORK_PHONE: '5550001111',
      PAY_FREQUENCY: 'W',
      NEXT_PAYDAY: '2026-01-16',
      PAYMENT_METHOD: '1',
      AFF_TCPA: '1',
      AFF_REC_DEBITS: '1',
      GEMY_TOKEN: 'tok',
    };
    for (const code of ['CFNA', 'CFSS', 'AMFF', 'EZPY', 'GNES', 'MILE', 'VERS', 'GEMY'] as const) {
      for (const kind of ['application', 'prequal'] as const) {
        if (kind === 'prequal' && !['AMFF', 'EZPY', 'GNES', 'MILE', 'VERS'].includes(code)) continue;
        // The web sends each lender the income figures it asks for (incomeValuesForApp) before mapping.
        const sent = Object.keys(
          toLenderAppData(code, incomeValuesForApp(values, code), { dllVersion: '1', kind }),
        );
        const fields = sent.map(fieldOfKey).filter((name): name is FieldName => name !== undefined);
        // only flags and bookkeeping travel without a category
        const uncategorised = sent.filter((key) => {
          const name = fieldOfKey(key);
          return name === undefined || dataCategoryOf(name) === undefined;
        });
        expect(uncategorised.filter((key) => !NOT_PERSONAL.includes(key))).toEqual([]);
        // told exactly what is sent: no category missing, none extra
        expect(creditCheckConsent(code, kind, { values }).dataCategories).toEqual(dataCategories(fields));
      }
    }
    expect(DATA_CATEGORIES).toHaveLength(13);
  });

  it('with the answers, a category with nothing to send is not named (DigniFi after AFF: no ID)', () => {
    const { ID_TYPE: _t, ID_NUMBER: _n, ID_STATE: _s, ID_EXPIRY: _e, ...noId } = SHARED;
    expect(creditCheckConsent('CFSS', 'application', { values: noId }).dataCategories).not.toContain('id');
    // without answers: everything DigniFi asks
    expect(creditCheckConsent('CFSS', 'application').dataCategories).toContain('id');
  });
});

describe('automaticPrequalLender (lenders §4 "After a declined result, the next lender that supports prequal is submitted automatically")', () => {
  it('is the next lender after the first one that supports prequal', () => {
    expect(automaticPrequalLender(['CFNA', 'CFSS', 'AMFF', 'GNES'], 'CFNA')).toBe('AMFF');
    expect(automaticPrequalLender(['GNES', 'MILE'], 'GNES')).toBe('MILE');
  });
  it('none when no later lender prequalifies, or one already answered', () => {
    expect(automaticPrequalLender(['CFNA', 'CFSS'], 'CFNA')).toBeUndefined();
    expect(automaticPrequalLender(['AMFF', 'CFNA'], 'CFNA')).toBeUndefined();
    expect(automaticPrequalLender(['CFNA', 'AMFF'], 'CFNA', { AMFF: { declined: true } })).toBeUndefined();
  });
  it('the consent carries that lender with a soft check and its prequal data', () => {
    const consent = creditCheckConsent('CFNA', 'application', {
      values: SHARED,
      appList: ['CFNA', 'CFSS', 'AMFF'],
    });
    expect(consent.afterDecline).toEqual([
      {
        appCode: 'AMFF',
        legalName: 'American First Finance',
        creditCheck: 'soft',
        kind: 'prequal',
        dataCategories: ['name', 'date-of-birth', 'ssn', 'contact', 'address'],
      },
    ]);
  });
});

describe('consentSentence (default English wording)', () => {
  it('names the check, the lender and the data, and the automatic soft prequal after a decline', () => {
    const consent = creditCheckConsent('CFNA', 'application', {
      values: SHARED,
      appList: ['CFNA', 'AMFF'],
    });
    expect(consentSentence(consent)).toBe(
      'By submitting, you authorize a hard credit check by CFNA, which receives your name, date of birth, ' +
        'Social Security number, contact details, address, income, employer, housing details and ID; ' +
        'if CFNA declines, American First Finance receives your name, date of birth, Social Security number, ' +
        'contact details and address for a soft credit check.',
    );
  });
  it('a prequal with no later prequal lender', () => {
    expect(consentSentence(creditCheckConsent('GNES', 'prequal', { appList: ['GNES'] }))).toBe(
      'By submitting, you authorize a soft credit check by Concora, which receives your name, date of birth, ' +
        'Social Security number, contact details, address and income.',
    );
  });
  it('joinEnglish', () => {
    expect(joinEnglish([])).toBe('');
    expect(joinEnglish(['a'])).toBe('a');
    expect(joinEnglish(['a', 'b'])).toBe('a and b');
    expect(joinEnglish(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
