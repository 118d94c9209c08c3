import { describe, expect, it } from 'vitest';
import { PAY_FREQUENCY_EZPY } from './lenders/ezpy/ezpy-rules.js';
import {
  EMAIL_FOR_ALL_COMS,
  INCOME_SOURCE,
  LOAN_PAYMENT_METHOD,
  MONTHS,
  PAY_FREQUENCY,
  PRIMARY_ID_TYPE,
  lenderCodeOf,
  RESIDENCE_STATUS,
  SECONDARY_ID_TYPE,
  STATE_SUBSET_A,
  STATE_SUBSET_NY,
  SUFFIXES,
  US_STATES,
  YES_NO,
  type CodedValue,
} from './coded-values.js';

const pairs = (list: readonly CodedValue[]) => list.map((o) => `${o.label}=${o.value}`);

describe('coded value lists (spec §3)', () => {
  it('pins the exact codes', () => {
    expect(pairs(RESIDENCE_STATUS)).toEqual(['Rent=R', 'Own=O', 'Other=X']);
    expect(pairs(INCOME_SOURCE)).toEqual([
      'Full Time=F',
      'Part Time=P',
      'Self Employment=S',
      'SSI=I',
      'Other=T',
    ]);
    expect(pairs(PAY_FREQUENCY)).toEqual(['Weekly=W', 'Bi-Weekly=B', 'Monthly=M', 'Twice Monthly=T']);
    expect(pairs(PAY_FREQUENCY_EZPY)).toEqual(['Weekly=1', 'Bi-Weekly=2', 'Semi-Monthly=3', 'Monthly=4']);
    expect(PRIMARY_ID_TYPE[0]).toEqual({ label: 'Driver License', value: 'D' });
    // Lenders receive D or O; each option keeps a value of its own so the choice reads back as made.
    expect(PRIMARY_ID_TYPE.map((o) => lenderCodeOf(PRIMARY_ID_TYPE, o.value))).toEqual([
      'D',
      'O',
      'O',
      'O',
      'O',
      'O',
    ]);
    expect(new Set(PRIMARY_ID_TYPE.map((o) => o.value)).size).toBe(PRIMARY_ID_TYPE.length);
    expect(PRIMARY_ID_TYPE.map((o) => o.label)).toEqual([
      'Driver License',
      'Government Issued ID',
      'Green Card / Resident Alien Card',
      'Military ID',
      'Passport',
      'State Issued ID',
    ]);
    expect(pairs(EMAIL_FOR_ALL_COMS)).toEqual(['Yes=1', 'No=0']);
    expect(pairs(LOAN_PAYMENT_METHOD)).toEqual(['Bank Account Draft=1', 'Credit/Debit Card=2', 'Other=3']);
    expect(SUFFIXES.map((o) => o.value)).toEqual(['II', 'III', 'IV', 'Jr.', 'Sr.']);
    expect(SECONDARY_ID_TYPE.map((o) => o.label)).toEqual(['Credit Card', 'Other']);
    expect(YES_NO.map((o) => o.label)).toEqual(['Yes', 'No']);
  });
  it('US states plus the District of Columbia', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.map((s) => s.value)).toContain('DC');
    expect(new Set(US_STATES.map((s) => s.value)).size).toBe(51);
    expect(US_STATES.find((s) => s.value === 'WI')?.label).toBe('Wisconsin');
  });
  it('months 01-12', () => {
    expect(MONTHS.map((m) => m.value)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
  });
  it('the two state subsets whose purpose is not shown', () => {
    expect(STATE_SUBSET_A).toEqual(['CO', 'CT', 'GA', 'IA', 'MD', 'MA', 'NH', 'NY', 'PA', 'VT', 'WV']);
    expect(STATE_SUBSET_NY).toEqual(['NY']);
  });
});
