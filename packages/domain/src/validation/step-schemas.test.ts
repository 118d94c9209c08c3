import { describe, expect, it } from 'vitest';
import { CREDIT_APP_REQUIREMENTS } from '../requirements/credit-app-requirements.js';
import { issuesByField, stepSchema } from './step-schemas.js';

const TODAY = new Date(2026, 0, 15);

describe('stepSchema (GUIDE 1: one home for every rule)', () => {
  const aboutYou = stepSchema('about-you', CREDIT_APP_REQUIREMENTS.CFNA, { today: TODAY });

  it('reports the exact validator messages per field', () => {
    const result = aboutYou.safeParse({
      FIRST_NAME: '',
      LAST_NAME: 'Lee',
      EMAIL: 'pat@example.com',
      CONFIRM_EMAIL: 'pat@example.org',
      HOME_PHONE: '555',
      MOBILE_PHONE: '5551234567',
      DOB: '01/16/2008',
      EMPLOYER_NAME: 'Acme @ Co',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesByField(result.error)).toEqual({
      FIRST_NAME: 'Value cannot be empty',
      CONFIRM_EMAIL: 'Emails must match',
      HOME_PHONE: 'Invalid phone number',
      DOB: 'Must be 18 or older',
      EMPLOYER_NAME: 'Special characters are not allowed',
    });
  });

  it('returns the stored form: trimmed, DOB as YYYY-MM-DD, unknown keys dropped', () => {
    const result = aboutYou.parse({
      FIRST_NAME: ' Pat ',
      LAST_NAME: 'Lee',
      EMAIL: 'pat@example.com',
      CONFIRM_EMAIL: 'PAT@example.com',
      HOME_PHONE: '5551234567',
      MOBILE_PHONE: '5559876543',
      DOB: '07/04/1990',
      EMPLOYER_NAME: 'Acme Tire',
      SSN: '123456789',
    });
    expect(result.FIRST_NAME).toBe('Pat');
    expect(result.DOB).toBe('1990-07-04');
    expect('SSN' in result).toBe(false);
  });

  it('uses stored answers from other pages for cross-field rules', () => {
    const coapp = stepSchema('coapp-about-you', CREDIT_APP_REQUIREMENTS.CFNA, {
      today: TODAY,
      values: { APPLY_WITH_COAPP: '1' },
    });
    const result = coapp.safeParse({
      COAPP_FIRST_NAME: 'Sam',
      COAPP_LAST_NAME: 'Lee',
      COAPP_EMAIL: 'sam@example.com',
      COAPP_CONFIRM_EMAIL: 'sam@example.com',
      COAPP_DOB: '1991-01-01',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesByField(result.error)).toEqual({
      COAPP_HOME_PHONE: 'At least one phone number must be provided.',
    });
  });

  it('raises the previous address with years at address of 1 or less', () => {
    const resident = stepSchema('resident', CREDIT_APP_REQUIREMENTS.CFNA, { today: TODAY });
    const body = { ADDRESS1: '1 Main St', CITY: 'Redmond', STATE: 'WA', ZIP: '98052', YEARS_AT_ADDRESS: '1' };
    const result = resident.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesByField(result.error).PREVIOUS_ADDRESS1).toBe('Value cannot be empty');
    expect(resident.safeParse({ ...body, YEARS_AT_ADDRESS: '3' }).success).toBe(true);
  });

  it('AFF missing-info page checks the minimum monthly income', () => {
    const schema = stepSchema('aff-missing', CREDIT_APP_REQUIREMENTS.AMFF, { today: TODAY, appCode: 'AMFF' });
    const result = schema.safeParse({ MONTHLY_GROSS_INCOME: '700' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(issuesByField(result.error).MONTHLY_GROSS_INCOME).toBe(
        'Monthly Gross Income must be at least $800.',
      );
    }
  });
});
