// Review lists (lenders §2 "Display masking", previous and mailing address rules).
import { describe, expect, it } from 'vitest';
import { effectiveRequirementsFor } from '../../../lib/domain';
import { APPLICANT } from '../../../test/lender-api';
import { reviewRows } from './review-rows';

const rows = (pageId: string, values: Record<string, string>) =>
  Object.fromEntries(
    reviewRows(pageId, values, effectiveRequirementsFor('CFNA', values)).map((r) => [r.label, r.value]),
  );

const MAILING = {
  USE_MAILING_ADDRESS: '1',
  MAILING_ADDRESS1: '9 Side St',
  MAILING_CITY: 'Seattle',
  MAILING_STATE: 'WA',
  MAILING_ZIP: '98101',
};

describe('Review rows', () => {
  it('shows a name as typed and, beside it, what an ASCII-only lender receives (decision 180)', () => {
    const values = { ...APPLICANT, FIRST_NAME: 'José', LAST_NAME: "O'Brien Núñez" };
    const about = reviewRows('about-you', values, effectiveRequirementsFor('CFNA', values));
    expect(about.find((r) => r.name === 'FIRST_NAME')).toMatchObject({ value: 'José', lenderForm: 'Jose' });
    expect(about.find((r) => r.name === 'LAST_NAME')).toMatchObject({
      value: "O'Brien Núñez",
      lenderForm: "O'Brien Nunez",
    });
    const plain = reviewRows('about-you', APPLICANT, effectiveRequirementsFor('CFNA', APPLICANT));
    expect(plain.find((r) => r.name === 'FIRST_NAME')?.lenderForm).toBeUndefined();
  });

  it('masks the SSN as XXX-XX- plus the last four, phones 3-3-rest, dates mm/dd/yyyy, income in dollars', () => {
    const income = rows('financial', APPLICANT);
    expect(income['Social Security Number'] ?? Object.values(income).find((v) => v.startsWith('XXX'))).toBe(
      'XXX-XX-6789',
    );
    expect(Object.values(income)).toContain('$48,000');
    expect(Object.values(income)).not.toContain('123456789');
    const you = rows('about-you', APPLICANT);
    expect(Object.values(you)).toContain('555-123-4567');
    expect(Object.values(you)).toContain('07/04/1990');
    expect(Object.keys(you).some((label) => /confirm/i.test(label))).toBe(false);
  });

  it('shows the previous address only when years at address is 1 or less', () => {
    const previous = {
      PREVIOUS_ADDRESS1: '7 Old Rd',
      PREVIOUS_CITY: 'Tacoma',
      PREVIOUS_STATE: 'WA',
      PREVIOUS_ZIP: '98402',
    };
    expect(Object.values(rows('resident', { ...APPLICANT, ...previous, YEARS_AT_ADDRESS: '1' }))).toContain(
      '7 Old Rd',
    );
    expect(
      Object.values(rows('resident', { ...APPLICANT, ...previous, YEARS_AT_ADDRESS: '2' })),
    ).not.toContain('7 Old Rd');
  });

  it('shows the mailing address as the same as residence unless it differs in one of its five parts', () => {
    expect(rows('resident', APPLICANT)['Mailing Address']).toBe('Same as residence');
    const same = {
      ...APPLICANT,
      USE_MAILING_ADDRESS: '1',
      MAILING_ADDRESS1: '123 main st',
      MAILING_CITY: 'Redmond',
      MAILING_STATE: 'WA',
      MAILING_ZIP: '98052',
    };
    expect(rows('resident', same)['Mailing Address']).toBe('Same as residence');
    const different = rows('resident', { ...APPLICANT, ...MAILING });
    expect(different['Mailing Address']).toBe('9 Side St');
    expect(Object.values(different)).toContain('Seattle');
  });
});
