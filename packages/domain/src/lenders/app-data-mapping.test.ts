import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from '../journey/applicant.fixture.js';
import {
  expiryMmyy,
  LENDER_APP_DATA_KEYS,
  LenderAppDataError,
  lenderCodeFor,
  lenderDataFields,
  payFrequencyCode,
  SECONDARY_ID_SEPARATOR,
  toLenderAppData,
} from './app-data-mapping.js';

const V = { dllVersion: '2.4.1' };
const SHARED: FieldValues = { ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL };

const AFF_EXTRA: FieldValues = {
  MONTHLY_GROSS_INCOME: '4000',
  PAY_FREQUENCY: 'W',
  LAST_PAYDAY: '2026-01-09',
  CC_NUMBER: '4111111111111111',
  CC_EXP_MONTH: '3',
  CC_EXP_YEAR: '2028',
  BILLING_ZIP: '98052',
  CVV: '123',
  ROUTING_NUMBER: '021000021',
  ACCOUNT_NUMBER: '12345678',
};

describe('toLenderAppData (lenders §3 "AppData mapping")', () => {
  it('date of birth splits into year, month, day (DOB_YEAR, DOB_MONTH, DOB_DAY)', () => {
    const out = toLenderAppData('CFNA', SHARED, V);
    expect(out).toMatchObject({ DOB_YEAR: '1990', DOB_MONTH: '07', DOB_DAY: '04' });
    expect(out.DOB).toBeUndefined();
  });

  it('the co-applicant date of birth splits the same way', () => {
    const out = toLenderAppData(
      'CFNA',
      { ...SHARED, APPLY_WITH_COAPP: '1', COAPP_FIRST_NAME: 'Sam', COAPP_DOB: '1985-12-31' },
      V,
    );
    expect(out).toMatchObject({ COAPP_DOB_YEAR: '1985', COAPP_DOB_MONTH: '12', COAPP_DOB_DAY: '31' });
    expect(out.COAPP_FIRST_NAME).toBe('Sam');
  });

  it('income source becomes incomestatus (label or code, sent as the code)', () => {
    expect(LENDER_APP_DATA_KEYS.incomeStatus).toBe('incomestatus');
    expect(lenderCodeFor('INCOME_TYPE', 'F', 'CFNA')).toBe('F');
    expect(lenderCodeFor('INCOME_TYPE', 'Self Employment', 'CFNA')).toBe('S');
    expect(lenderCodeFor('INCOME_TYPE', 'SSI', 'CFNA')).toBe('I');
    expect(() => lenderCodeFor('INCOME_TYPE', 'Pension', 'CFNA')).toThrow(LenderAppDataError);
    // No lender's requirements ask the income source today, so none receives it (nor an incomestatus).
    for (const code of ['CFNA', 'CFSS', 'AMFF', 'EZPY', 'GNES', 'MILE', 'VERS'] as const) {
      expect(lenderDataFields(code, 'application', SHARED)).not.toContain('INCOME_TYPE');
      expect(toLenderAppData(code, { ...SHARED, INCOME_TYPE: 'F' }, V).incomestatus).toBeUndefined();
    }
  });

  it('finance amount becomes requestedcreditlimit', () => {
    const out = toLenderAppData('AMFF', { ...SHARED, ...AFF_EXTRA, FINANCE_AMOUNT: '1500' }, V);
    expect(out.requestedcreditlimit).toBe('1500');
    expect(out.FINANCE_AMOUNT).toBeUndefined();
  });

  it('secondary ID becomes combined custom3 (type, issuer, expiry as MMYY)', () => {
    const out = toLenderAppData(
      'CFNA',
      {
        ...SHARED,
        SECONDARY_ID_TYPE: 'Credit Card',
        SECONDARY_ID_ISSUER: 'Big Bank',
        SECONDARY_ID_EXPIRY: '2029-08-31',
      },
      V,
    );
    expect(SECONDARY_ID_SEPARATOR).toBe('|');
    expect(out.custom3).toBe('Credit Card|Big Bank|0829');
    expect(out.SECONDARY_ID_TYPE).toBeUndefined();
    expect(out.SECONDARY_ID_ISSUER).toBeUndefined();
    expect(out.SECONDARY_ID_EXPIRY).toBeUndefined();
  });

  it('a partly given secondary ID keeps the positions; none given sends no custom3', () => {
    expect(toLenderAppData('CFNA', { ...SHARED, SECONDARY_ID_TYPE: 'Other' }, V).custom3).toBe('Other||');
    expect(toLenderAppData('CFNA', SHARED, V).custom3).toBeUndefined();
  });

  it('co-applicant secondary ID becomes custom5', () => {
    const out = toLenderAppData(
      'CFNA',
      {
        ...SHARED,
        APPLY_WITH_COAPP: '1',
        SECONDARY_ID_TYPE: 'Other',
        SECONDARY_ID_ISSUER: 'Club',
        COAPP_SECONDARY_ID_TYPE: 'Credit Card',
        COAPP_SECONDARY_ID_ISSUER: 'Card Co',
        COAPP_SECONDARY_ID_EXPIRY: '2030-01-15',
      },
      V,
    );
    expect(out.custom3).toBe('Other|Club|');
    expect(out.custom5).toBe('Credit Card|Card Co|0130');
  });

  it('co-applicant fields go only when applying with a co-applicant', () => {
    const out = toLenderAppData(
      'CFNA',
      { ...SHARED, APPLY_WITH_COAPP: '0', COAPP_FIRST_NAME: 'Sam', COAPP_SECONDARY_ID_TYPE: 'Other' },
      V,
    );
    expect(out.COAPP_FIRST_NAME).toBeUndefined();
    expect(out.custom5).toBeUndefined();
  });

  it('married and live-in-spouse become 1 or 0', () => {
    const wi: FieldValues = { ...SHARED, ...AFF_EXTRA, STATE: 'WI', MARRIED: 'Y', SPOUSE_NAME: 'Kim Lee' };
    expect(toLenderAppData('AMFF', { ...wi, LIVE_IN_SPOUSE: 'Y' }, V)).toMatchObject({
      MARRIED: '1',
      LIVE_IN_SPOUSE: '1',
      SPOUSE_NAME: 'Kim Lee',
    });
    expect(toLenderAppData('AMFF', { ...wi, LIVE_IN_SPOUSE: 'N' }, V).LIVE_IN_SPOUSE).toBe('0');
    expect(toLenderAppData('AMFF', { ...wi, MARRIED: 'No' }, V).MARRIED).toBe('0');
    expect(toLenderAppData('AMFF', { ...wi, MARRIED: 'Yes' }, V).MARRIED).toBe('1');
  });

  it('pay frequency uses the translation table: W/B/M/T, for EZPY Weekly=1, Bi-Weekly=2, Semi-Monthly=3, Monthly=4', () => {
    expect(payFrequencyCode('W', 'AMFF')).toBe('W');
    expect(payFrequencyCode('Bi-Weekly', 'AMFF')).toBe('B');
    expect(payFrequencyCode('Twice Monthly', 'AMFF')).toBe('T');
    expect(payFrequencyCode('M', 'AMFF')).toBe('M');
    expect(payFrequencyCode('W', 'EZPY')).toBe('1');
    expect(payFrequencyCode('B', 'EZPY')).toBe('2');
    expect(payFrequencyCode('T', 'EZPY')).toBe('3');
    expect(payFrequencyCode('Semi-Monthly', 'EZPY')).toBe('3');
    expect(payFrequencyCode('M', 'EZPY')).toBe('4');
    expect(toLenderAppData('AMFF', { ...SHARED, ...AFF_EXTRA, PAY_FREQUENCY: 'T' }, V).PAY_FREQUENCY).toBe(
      'T',
    );
    expect(toLenderAppData('EZPY', { ...SHARED, PAY_FREQUENCY: 'T' }, V).PAY_FREQUENCY).toBe('3');
    expect(() => payFrequencyCode('Daily', 'AMFF')).toThrow(LenderAppDataError);
  });

  it('resident status uses the translation table: Rent=R, Own=O, Other=X', () => {
    expect(toLenderAppData('CFNA', { ...SHARED, RESIDENT_STATUS: 'Own' }, V).RESIDENT_STATUS).toBe('O');
    expect(toLenderAppData('CFNA', { ...SHARED, RESIDENT_STATUS: 'X' }, V).RESIDENT_STATUS).toBe('X');
    expect(() => toLenderAppData('CFNA', { ...SHARED, RESIDENT_STATUS: 'Lease' }, V)).toThrow(
      'appData.RESIDENT_STATUS',
    );
  });

  it('primary ID type uses the translation table: Driver License=D; all others=O', () => {
    expect(toLenderAppData('CFNA', { ...SHARED, ID_TYPE: 'Driver License' }, V).ID_TYPE).toBe('D');
    expect(toLenderAppData('CFNA', { ...SHARED, ID_TYPE: 'Passport' }, V).ID_TYPE).toBe('O');
    expect(toLenderAppData('CFNA', { ...SHARED, ID_TYPE: 'military id' }, V).ID_TYPE).toBe('O');
    expect(toLenderAppData('CFNA', { ...SHARED, ID_TYPE: 'O' }, V).ID_TYPE).toBe('O');
  });

  it('a primary ID number without a type defaults to type D', () => {
    const { ID_TYPE: _type, ...noType } = SHARED;
    expect(toLenderAppData('CFNA', noType, V)).toMatchObject({ ID_TYPE: 'D', ID_NUMBER: 'LEEPA123' });
    const { ID_NUMBER: _number, ...noNumber } = noType;
    expect(toLenderAppData('CFNA', noNumber, V).ID_TYPE).toBeUndefined();
  });

  it('payment method uses the translation table: Bank Account Draft=1, Credit/Debit Card=2, Other=3', () => {
    const ezpy = (method: string) =>
      toLenderAppData('EZPY', { ...SHARED, PAYMENT_METHOD: method }, V).PAYMENT_METHOD;
    expect(ezpy('Bank Account Draft')).toBe('1');
    expect(ezpy('Credit/Debit Card')).toBe('2');
    expect(ezpy('3')).toBe('3');
    // AFF asks it on Account Information (lenders §2 "payment method dropdown"); CFNA does not ask it.
    expect(
      toLenderAppData('AMFF', { ...SHARED, PAYMENT_METHOD: 'Credit/Debit Card' }, V).PAYMENT_METHOD,
    ).toBe('2');
    expect(toLenderAppData('CFNA', { ...SHARED, PAYMENT_METHOD: '2' }, V).PAYMENT_METHOD).toBeUndefined();
  });

  it('for one app type with annual income (EZPY), monthly is floor(annual/12)', () => {
    const { MONTHLY_GROSS_INCOME: _m, ...annualOnly } = { ...SHARED, ANNUAL_GROSS_INCOME: '50005' };
    expect(toLenderAppData('EZPY', annualOnly, V).MONTHLY_GROSS_INCOME).toBe('4167');
    // the applicant's own monthly figure wins, and EZPY never receives the annual figure it did not ask
    const own = toLenderAppData('EZPY', { ...annualOnly, MONTHLY_GROSS_INCOME: '4100' }, V);
    expect(own.MONTHLY_GROSS_INCOME).toBe('4100');
    expect(own.ANNUAL_GROSS_INCOME).toBeUndefined();
    // other lenders get no derived figure
    expect(toLenderAppData('CFNA', annualOnly, V).MONTHLY_GROSS_INCOME).toBeUndefined();
  });

  it('expiry is a two-digit month plus the last two digits of the year (CC_EXP)', () => {
    const out = toLenderAppData('AMFF', { ...SHARED, ...AFF_EXTRA }, V);
    expect(out.CC_EXP).toBe('0328');
    expect(out.CC_EXP_MONTH).toBeUndefined();
    expect(out.CC_EXP_YEAR).toBeUndefined();
    expect(expiryMmyy('12', '2031')).toBe('1231');
    expect(expiryMmyy(1, 2030)).toBe('0130');
    expect(() => expiryMmyy('13', '2030')).toThrow(LenderAppDataError);
  });

  it('the software version goes as dllversion', () => {
    expect(toLenderAppData('CFNA', SHARED, V).dllversion).toBe('2.4.1');
    expect(toLenderAppData('CFNA', SHARED, { dllVersion: ' ' }).dllversion).toBeUndefined();
  });

  it('empty values are dropped', () => {
    const out = toLenderAppData('CFNA', { ...SHARED, ADDRESS2: '', MIDDLE_INITIAL: '   ' }, V);
    expect('ADDRESS2' in out).toBe(false);
    expect('MIDDLE_INITIAL' in out).toBe(false);
    expect(Object.values(out).every((value) => value.trim() !== '')).toBe(true);
  });

  it('CONFIRM_* never go to a lender, nor the access code, shop search or terms flag', () => {
    const out = toLenderAppData(
      'CFNA',
      { ...SHARED, ACCESS_CODE: '123456', SHOP_SEARCH: '98052', PRIVACY_TERMS_AGREED: '1' },
      V,
    );
    expect(Object.keys(out).filter((key) => key.includes('CONFIRM_'))).toEqual([]);
    expect(out.ACCESS_CODE).toBeUndefined();
    expect(out.SHOP_SEARCH).toBeUndefined();
    expect(out.PRIVACY_TERMS_AGREED).toBeUndefined();
    expect(out.SSN).toBe('123456789');
  });

  it('CVV passes through to the lender that asks for it', () => {
    expect(toLenderAppData('AMFF', { ...SHARED, ...AFF_EXTRA }, V).CVV).toBe('123');
    // CFNA does not ask for card data: none is sent
    const cfna = toLenderAppData('CFNA', { ...SHARED, ...AFF_EXTRA }, V);
    expect(cfna.CVV).toBeUndefined();
    expect(cfna.CC_NUMBER).toBeUndefined();
  });

  it('for AFF also telemarketing consent, recurring-debit consent, app request id and account type', () => {
    const out = toLenderAppData(
      'AMFF',
      {
        ...SHARED,
        ...AFF_EXTRA,
        AFF_TCPA: '1',
        AFF_REC_DEBITS: '0',
        APP_REQUEST_ID: 'req-1',
        ACCOUNT_TYPE: 'C',
      },
      V,
    );
    expect(out).toMatchObject({
      AFF_TCPA: '1',
      AFF_REC_DEBITS: '0',
      APP_REQUEST_ID: 'req-1',
      ACCOUNT_TYPE: 'C',
    });
  });

  it('a lender receives only the fields it asks for (GNES: no ID, no annual income)', () => {
    const out = toLenderAppData('GNES', { ...SHARED, MONTHLY_NET_INCOME: '3120' }, V);
    expect(out.MONTHLY_NET_INCOME).toBe('3120');
    expect(out.ID_NUMBER).toBeUndefined();
    expect(out.ANNUAL_GROSS_INCOME).toBeUndefined();
    expect(out.EMPLOYER_NAME).toBeUndefined();
  });
});

describe('prequal appData (lenders §5 "AFF required prequal fields")', () => {
  it('AFF: first and last name, DOB, SSN, residence address, city, state, zip, email, home phone', () => {
    const out = toLenderAppData('AMFF', { ...SHARED, ...AFF_EXTRA }, { ...V, kind: 'prequal' });
    expect(Object.keys(out).sort()).toEqual(
      [
        'ADDRESS1',
        'CITY',
        'DOB_DAY',
        'DOB_MONTH',
        'DOB_YEAR',
        'EMAIL',
        'FIRST_NAME',
        'HOME_PHONE',
        'LAST_NAME',
        'SSN',
        'STATE',
        'ZIP',
        'dllversion',
      ].sort(),
    );
  });
  it('EZPY and GNES similar without email; GNES adds monthly net income', () => {
    const values = { ...SHARED, MONTHLY_NET_INCOME: '3120' };
    const ezpy = toLenderAppData('EZPY', values, { ...V, kind: 'prequal' });
    const gnes = toLenderAppData('GNES', values, { ...V, kind: 'prequal' });
    expect(ezpy.EMAIL).toBeUndefined();
    expect(ezpy.MONTHLY_NET_INCOME).toBeUndefined();
    expect(gnes.EMAIL).toBeUndefined();
    expect(gnes.MONTHLY_NET_INCOME).toBe('3120');
  });
  it('a lender that does not prequalify has no prequal data', () => {
    expect(() => lenderDataFields('CFNA', 'prequal')).toThrow('CFNA does not prequalify.');
  });
});

describe('app data properties', () => {
  it('never sends an empty value or a CONFIRM_ field, for any lender and answers', () => {
    const codes = ['CFNA', 'CFSS', 'AMFF', 'EZPY', 'GNES', 'MILE', 'VERS', 'GEMY'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.record({
          FIRST_NAME: fc.constantFrom('', ' ', 'Pat'),
          CONFIRM_SSN: fc.constantFrom('', '123456789'),
          CONFIRM_EMAIL: fc.constantFrom('', 'pat@example.com'),
          ADDRESS2: fc.constantFrom('', '  ', 'Apt 4'),
          APPLY_WITH_COAPP: fc.constantFrom('0', '1'),
          COAPP_CONFIRM_SSN: fc.constantFrom('', '987654321'),
        }),
        (code, extra) => {
          const out = toLenderAppData(code, { ...SHARED, ...extra }, V);
          expect(Object.values(out).every((value) => value.trim() !== '')).toBe(true);
          expect(Object.keys(out).some((key) => key.includes('CONFIRM_'))).toBe(false);
        },
      ),
    );
  });
  it('EZPY monthly gross is floor(annual / 12) for any annual income', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (annual) => {
        const out = toLenderAppData('EZPY', { ...SHARED, ANNUAL_GROSS_INCOME: String(annual) }, V);
        expect(out.MONTHLY_GROSS_INCOME).toBe(String(Math.floor(annual / 12)));
      }),
    );
  });
  it('card expiry MMYY for every month and year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (m, y) => {
        const mmyy = expiryMmyy(String(m), String(y));
        expect(mmyy).toMatch(/^(0[1-9]|1[0-2])\d{2}$/);
        expect(Number(mmyy.slice(0, 2))).toBe(m);
        expect(Number(mmyy.slice(2))).toBe(y % 100);
      }),
    );
  });
});

describe('names and addresses as typed reach lenders in ASCII (decision 180)', () => {
  it.each(['CFNA', 'CFSS', 'AMFF', 'EZPY', 'GNES'] as const)(
    '%s receives José Núñez as Jose Nunez',
    (code) => {
      const typed = {
        ...SHARED,
        FIRST_NAME: 'José',
        LAST_NAME: 'Núñez',
        ADDRESS1: '12 Calle Peñasco',
        CITY: 'Cañon City',
        EMPLOYER_NAME: 'Muñoz & Hijos, Inc.',
      };
      const out = toLenderAppData(code, typed, V);
      expect(out.FIRST_NAME).toBe('Jose');
      expect(out.LAST_NAME).toBe('Nunez');
      expect(out.ADDRESS1).toBe('12 Calle Penasco');
      expect(out.CITY).toBe('Canon City');
      if (out.EMPLOYER_NAME !== undefined) expect(out.EMPLOYER_NAME).toBe('Munoz & Hijos, Inc.');
      for (const value of Object.values(out)) expect(value).toMatch(/^[\x20-\x7e]*$/);
    },
  );
});
