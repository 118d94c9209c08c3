import { describe, expect, it } from 'vitest';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from '../journey/applicant.fixture.js';
import type { FieldValues } from '../requirements/dynamic-requirements.js';
import { lenderDataFields, toLenderAppData } from './app-data-mapping.js';
import {
  consentSentence,
  creditCheckConsent,
  dataCategories,
  dataCategoryOf,
  DATA_CATEGORIES,
  joinEnglish,
  waterfallPrequalLenders,
} from './credit-check-consent.js';

const SHARED: FieldValues = { ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL };

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
    const aff = creditCheckConsent('AMFF', 'application', { values: SHARED }).dataCategories;
    expect(aff).toContain('bank-account');
    expect(aff).toContain('card');
    expect(aff).not.toContain('id');
    expect(creditCheckConsent('EZPY', 'application').dataCategories).toContain('card');
    expect(creditCheckConsent('GNES', 'application').dataCategories).not.toContain('card');
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
      creditCheckConsent('CFNA', 'application', { values: { ...SHARED, APPLY_WITH_COAPP: '1' } })
        .dataCategories,
    ).toContain('coapplicant');
    const wi = { ...SHARED, STATE: 'WI', MARRIED: 'Y' };
    expect(creditCheckConsent('AMFF', 'application', { values: wi }).dataCategories).toContain('marital');
    expect(creditCheckConsent('AMFF', 'application', { values: SHARED }).dataCategories).not.toContain(
      'marital',
    );
  });

  it('every personal field the appData mapping sends is covered by a named category', () => {
    const personal = (code: Parameters<typeof lenderDataFields>[0], values: FieldValues) =>
      lenderDataFields(code, 'application', values).filter((name) => dataCategoryOf(name) !== undefined);
    for (const code of ['CFNA', 'CFSS', 'AMFF', 'EZPY', 'GNES', 'MILE', 'VERS', 'GEMY'] as const) {
      const values = { ...SHARED, APPLY_WITH_COAPP: '1', STATE: 'WI', MARRIED: 'Y', LIVE_IN_SPOUSE: 'N' };
      const categories = creditCheckConsent(code, 'application', { values }).dataCategories;
      expect(dataCategories(personal(code, values))).toEqual(categories);
      // nothing sensitive travels unnamed: SSN, DOB, ID number, bank and card fields all have a category
      const sent = Object.keys(toLenderAppData(code, values, { dllVersion: '1' }));
      if (sent.includes('SSN')) expect(categories).toContain('ssn');
    }
    expect(DATA_CATEGORIES).toHaveLength(13);
  });
});

describe('waterfallPrequalLenders (lenders §4 "After a declined result, the next lender that supports prequal is submitted automatically")', () => {
  it('is the next lender after the first one that supports prequal', () => {
    expect(waterfallPrequalLenders(['CFNA', 'CFSS', 'AMFF', 'GNES'], 'CFNA')).toEqual(['AMFF']);
    expect(waterfallPrequalLenders(['GNES', 'MILE'], 'GNES')).toEqual(['MILE']);
  });
  it('none when no later lender prequalifies, or one already answered', () => {
    expect(waterfallPrequalLenders(['CFNA', 'CFSS'], 'CFNA')).toEqual([]);
    expect(waterfallPrequalLenders(['AMFF', 'CFNA'], 'CFNA')).toEqual([]);
    expect(waterfallPrequalLenders(['CFNA', 'AMFF'], 'CFNA', { AMFF: { declined: true } })).toEqual([]);
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
