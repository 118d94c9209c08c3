import { describe, expect, it } from 'vitest';
import { requirementsFor } from '../requirements/credit-app-requirements.js';
import { validateFields } from '../validation/validate-field.js';
import {
  trainingNextPayday,
  trainingResultChoices,
  trainingSampleFor,
  trainingSsnValues,
} from './training-data.js';

describe('Application Type choices (lenders §4)', () => {
  it('offers the spec’s choices per lender', () => {
    const outcomes = (code: string) => trainingResultChoices(code).map((c) => c.outcome);
    expect(outcomes('CFNA')).toEqual(['approval', 'referral', 'decline']);
    expect(outcomes('CFSS')).toEqual(['approval', 'decline']);
    expect(outcomes('AMFF')).toEqual(['approval', 'pending', 'decline']);
    expect(outcomes('GNES')).toEqual(['approval']);
    expect(outcomes('MILE')).toEqual(['approval', 'decline']);
    expect(outcomes('EZPY')).toEqual(['approval', 'decline']);
    expect(outcomes('BREAD')).toEqual([]);
    // docs/decisions/135: the branded applications offer CFNA's three choices.
    for (const code of ['GDYR', 'ALNC', 'BIGO'])
      expect(outcomes(code)).toEqual(['approval', 'referral', 'decline']);
  });

  // That each preset SSN gives its outcome at the sandbox: apps/server/test/training-ssns.test.ts.

  it('overwrites SSN, confirm SSN and last four', () => {
    expect(trainingSsnValues('222222222')).toEqual({
      SSN: '222222222',
      CONFIRM_SSN: '222222222',
      LAST_FOUR: '2222',
    });
  });
});

describe('FILL ALL DATA', () => {
  it('next payday is 7 days out, across a month end', () => {
    expect(trainingNextPayday(new Date(2026, 0, 28))).toBe('2026-02-04');
    expect(trainingNextPayday(new Date(2026, 11, 30))).toBe('2027-01-06');
  });

  it.each(['CFNA', 'CFSS', 'GNES', 'GEMY'])(
    '%s: the sample applicant passes every rule of that lender',
    (code) => {
      const sample = trainingSampleFor(code, new Date(2026, 10, 23));
      expect(sample.MOBILE_PHONE).toBeUndefined();
      expect(sample.SSN).toBe(trainingResultChoices(code)[0]!.ssn);
      const errors = validateFields(
        { ...sample, MOBILE_PHONE: '4255550100' },
        requirementsFor(code as never),
        new Date(2026, 10, 23),
        {
          appCode: code,
        } as never,
      );
      expect(errors).toEqual({});
    },
  );
});
