import { describe, expect, it } from 'vitest';
import { requirementsFor } from '../requirements/credit-app-requirements.js';
import { validateFields } from '../validation/validate-field.js';
// The partner sandbox's decision tables: the test SSNs training presets must give the outcome they name.
import { CFNA_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/cfna/decisions.js';
import { CFSS_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/cfss/decisions.js';
import { AMFF_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/amff/decisions.js';
import { GNES_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/gnes/decisions.js';
import { MILE_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/mile/decisions.js';
import { EZPY_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/ezpy/decisions.js';
import { GEMY_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/gemy/decisions.js';
import { VERS_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/vers/decisions.js';
import { GDYR_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/gdyr/decisions.js';
import { ALNC_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/alnc/decisions.js';
import { BIGO_APPLICATION_SSNS } from '../../../../apps/partner-sandbox/src/lenders/bigo/decisions.js';
import {
  TRAINING_RESULT_CHOICES,
  trainingNextPayday,
  trainingResultChoices,
  trainingSampleFor,
  trainingSsnValues,
} from './training-data.js';

const SANDBOX: Record<string, Readonly<Record<string, string>>> = {
  CFNA: CFNA_APPLICATION_SSNS,
  CFSS: CFSS_APPLICATION_SSNS,
  AMFF: AMFF_APPLICATION_SSNS,
  GNES: GNES_APPLICATION_SSNS,
  MILE: MILE_APPLICATION_SSNS,
  EZPY: EZPY_APPLICATION_SSNS,
  GEMY: GEMY_APPLICATION_SSNS,
  VERS: VERS_APPLICATION_SSNS,
  GDYR: GDYR_APPLICATION_SSNS,
  ALNC: ALNC_APPLICATION_SSNS,
  BIGO: BIGO_APPLICATION_SSNS,
};
const SANDBOX_WORD = {
  approval: 'approve',
  referral: 'refer',
  pending: 'pending',
  decline: 'decline',
} as const;

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

  it.each(Object.entries(TRAINING_RESULT_CHOICES))(
    '%s: each SSN is the sandbox’s SSN for that outcome',
    (code, choices) => {
      for (const choice of choices!)
        expect(SANDBOX[code]![choice.ssn], `${code} ${choice.ssn}`).toBe(SANDBOX_WORD[choice.outcome]);
    },
  );

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
