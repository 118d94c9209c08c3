import { describe, expect, it } from 'vitest';
import { CREDIT_APP_REQUIREMENTS } from '../requirements/credit-app-requirements.js';
import {
  coappPhoneError,
  dropdownChange,
  sameConfirmedValue,
  validateFields,
  validateFieldValue as v,
} from './validate-field.js';
import { validMobileOrEmail } from './format-rules.js';
import { idExpiryExample } from './dates.js';
import { MESSAGES } from './messages.js';

const TODAY = new Date(2026, 0, 15); // 15 January 2026, local time
const R = 'REQUIRED';

describe('request states (spec §5)', () => {
  it("a required empty or blank field gives 'Value cannot be empty'", () => {
    expect(v('FIRST_NAME', '', R)).toBe('Value cannot be empty');
    expect(v('FIRST_NAME', '   ', R)).toBe('Value cannot be empty');
    expect(v('FIRST_NAME', undefined, 'R')).toBe('Value cannot be empty');
  });
  it('an optional empty field is valid; a not-requested field never errors', () => {
    expect(v('FIRST_NAME', '', 'OPTIONAL')).toBeUndefined();
    expect(v('EMAIL', 'not an email', 'NOT_REQUESTED')).toBeUndefined();
  });
  it('an optional non-empty field is still checked', () => {
    expect(v('EMAIL', 'nope', 'OPTIONAL')).toBe('Invalid email');
  });
  it('the access code has its own empty text', () => {
    expect(v('ACCESS_CODE', '', R)).toBe('Please enter the verification code sent to your mobile phone.');
    expect(v('ACCESS_CODE', '123', R)).toBe('Must be at least 6 characters long');
    expect(v('ACCESS_CODE', '123456', R)).toBeUndefined();
  });
});

describe('format messages (spec §5)', () => {
  it('ID number', () => {
    expect(v('ID_NUMBER', 'D123 456*', R)).toBeUndefined();
    expect(v('ID_NUMBER', 'D123-456', R)).toBe('Invalid ID number');
    expect(v('ID_NUMBER', '***', R)).toBe('Invalid ID number');
  });
  it('special characters in text fields', () => {
    expect(v('EMPLOYER_NAME', 'Acme Tire 2', R)).toBeUndefined();
    expect(v('EMPLOYER_NAME', 'Acme & Sons, Inc.', R)).toBeUndefined();
    expect(v('EMPLOYER_NAME', 'Acme | Sons', R)).toBe('Special characters are not allowed');
    expect(v('EMPLOYER_NAME', 'Acme @ Sons', R)).toBe('Special characters are not allowed');
  });
  it('digits', () => {
    expect(v('ANNUAL_GROSS_INCOME', '45000', R)).toBeUndefined();
    expect(v('ANNUAL_GROSS_INCOME', '45,000', R)).toBe('Only digits allowed');
    expect(v('WORK_PHONE_EXT', '12a', 'OPTIONAL')).toBe('Only digits allowed');
  });
  it('alpha names', () => {
    expect(v('FIRST_NAME', 'Mary Ann', R)).toBeUndefined();
    expect(v('FIRST_NAME', 'R2D2', R)).toBe('Invalid value');
    expect(v('MIDDLE_INITIAL', 'Q', 'OPTIONAL')).toBeUndefined();
  });
  it('address: a word, a separator and another word; no P.O. boxes on the residence', () => {
    expect(v('ADDRESS1', '123 Main St', R)).toBeUndefined();
    expect(v('ADDRESS1', 'Main', R)).toBe('Invalid address');
    expect(v('ADDRESS1', 'PO Box 12', R)).toBe('P.O. Boxes are not permitted');
    expect(v('ADDRESS1', 'P.O. Box 12', R)).toBe('P.O. Boxes are not permitted');
    expect(v('PREVIOUS_ADDRESS1', 'p o box 9', R)).toBe('P.O. Boxes are not permitted');
    expect(v('MAILING_ADDRESS1', 'PO Box 12', R)).toBeUndefined();
    expect(v('MAILING_ADDRESS1', 'Box', R)).toBe('Invalid address');
  });
  it('city', () => {
    expect(v('CITY', 'Redmond', R)).toBeUndefined();
    expect(v('CITY', 'Redmond 2', R)).toBe('Invalid city');
  });
  it('zip: 5 digits, optional 4-digit extension, or a Canadian-style postal code', () => {
    expect(v('ZIP', '98052', R)).toBeUndefined();
    expect(v('ZIP', '98052-1234', R)).toBeUndefined();
    expect(v('ZIP', 'K1A 0B1', R)).toBeUndefined();
    expect(v('ZIP', '9805', R)).toBe('Invalid zip');
    expect(v('ZIP', '98052-12', R)).toBe('Invalid zip');
  });
  it('phone: 10 digits', () => {
    expect(v('MOBILE_PHONE', '5551234567', R)).toBeUndefined();
    expect(v('MOBILE_PHONE', '(555) 123-4567', R)).toBeUndefined();
    expect(v('MOBILE_PHONE', '555123456', R)).toBe('Invalid phone number');
    expect(v('HOME_PHONE', '555-123-456a', R)).toBe('Invalid phone number');
  });
  it('email', () => {
    expect(v('EMAIL', 'pat@example.com', R)).toBeUndefined();
    expect(v('EMAIL', 'pat@example', R)).toBe('Invalid email');
  });
  it('SSN: 9 digits', () => {
    expect(v('SSN', '123456789', R)).toBeUndefined();
    expect(v('SSN', '12345678', R)).toBe('Invalid SSN');
    expect(v('SSN', '123-45-6789', R)).toBe('Invalid SSN');
  });
  it('dates', () => {
    expect(v('ID_EXPIRY', '2028-02-29', R)).toBeUndefined();
    expect(v('ID_EXPIRY', '02/29/2028', R)).toBeUndefined();
    expect(v('ID_EXPIRY', '2027-02-29', R)).toBe('Invalid Date');
    expect(v('ID_EXPIRY', '13/01/2027', R)).toBe('Invalid Date');
  });
  it("mobile phone or email: 'Invalid email' with an @, else 'Invalid value'", () => {
    expect(validMobileOrEmail('pat@example')).toBe('Invalid email');
    expect(validMobileOrEmail('pat@example.com')).toBeUndefined();
    expect(validMobileOrEmail('55512')).toBe('Invalid value');
    expect(validMobileOrEmail('5551234567')).toBeUndefined();
  });
  it('minimum lengths', () => {
    expect(v('CVV', '12', R)).toBe('Must be at least 3 characters long');
    expect(v('ACCOUNT_NUMBER', '123', R)).toBe('Must be at least 4 characters long');
    expect(v('ACCOUNT_NUMBER', '1234', R)).toBeUndefined();
  });
  it('card and routing checksums', () => {
    expect(v('CC_NUMBER', '4111111111111111', R)).toBeUndefined();
    expect(v('CC_NUMBER', '4111111111111112', R)).toBe('Invalid Card Number');
    expect(v('ROUTING_NUMBER', '021000021', R)).toBeUndefined();
    expect(v('ROUTING_NUMBER', '021000022', R)).toBe('Invalid Routing Number');
  });
  it('over-long values from a hand-made request are refused', () => {
    expect(v('FIRST_NAME', 'A'.repeat(33), R)).toBe('Invalid value');
    expect(v('COAPP_FIRST_NAME', 'A'.repeat(50), R)).toBeUndefined();
  });
  it('dropdowns accept only their codes', () => {
    expect(v('RESIDENT_STATUS', 'R', R)).toBeUndefined();
    expect(v('RESIDENT_STATUS', 'Z', R)).toBe('Invalid value');
    expect(v('STATE', 'DC', R)).toBeUndefined();
  });
  it('card expiry year: this year and the next 9', () => {
    expect(v('CC_EXP_YEAR', '2026', R, {}, TODAY)).toBeUndefined();
    expect(v('CC_EXP_YEAR', '2035', R, {}, TODAY)).toBeUndefined();
    expect(v('CC_EXP_YEAR', '2036', R, {}, TODAY)).toBe('Invalid value');
    expect(v('CC_EXP_YEAR', '2025', R, {}, TODAY)).toBe('Invalid value');
  });
});

// An expired ID was accepted without a word and sent to CFNA as ID_EXPIRY 2020-12-31.
describe('an ID’s expiration date', () => {
  it.each(['ID_EXPIRY', 'SECONDARY_ID_EXPIRY', 'COAPP_ID_EXPIRY', 'COAPP_SECONDARY_ID_EXPIRY'] as const)(
    '%s: refused once past, with a message that says so; today and later pass',
    (name) => {
      expect(v(name, '12/31/2020', R, {}, TODAY)).toBe(
        'This ID has expired. Enter the expiration date of an ID that is still valid.',
      );
      expect(v(name, '2026-01-14', R, {}, TODAY)).toBe(MESSAGES.idExpired);
      expect(v(name, '2026-01-15', R, {}, TODAY)).toBeUndefined();
      expect(v(name, '08/31/2030', R, {}, TODAY)).toBeUndefined();
      expect(v(name, '02/30/2030', R, {}, TODAY)).toBe('Invalid Date');
    },
  );
  it('the hint’s example is four years ahead, a date that can be typed as it is', () => {
    expect(idExpiryExample(TODAY)).toBe('01/15/2030');
    expect(idExpiryExample(new Date(2028, 1, 29))).toBe('02/29/2032');
    expect(idExpiryExample(new Date(2096, 1, 29))).toBe('02/28/2100');
    expect(v('ID_EXPIRY', idExpiryExample(TODAY), R, {}, TODAY)).toBeUndefined();
  });
});

describe('date of birth (spec §5)', () => {
  it('must be 18 or older on today', () => {
    expect(v('DOB', '2008-01-15', R, {}, TODAY)).toBeUndefined();
    expect(v('DOB', '2008-01-16', R, {}, TODAY)).toBe('Must be 18 or older');
    expect(v('DOB', '01/15/2008', R, {}, TODAY)).toBeUndefined();
  });
  it('no more than 100 years back', () => {
    expect(v('DOB', '1926-12-31', R, {}, TODAY)).toBeUndefined();
    expect(v('DOB', '1925-12-31', R, {}, TODAY)).toBe('Invalid Date');
  });
  it('rejects impossible dates', () => {
    expect(v('DOB', '1990-02-30', R, {}, TODAY)).toBe('Invalid Date');
    expect(v('DOB', '1990-13-01', R, {}, TODAY)).toBe('Invalid Date');
  });
});

describe('confirm fields (spec §5)', () => {
  it("'Emails must match', case-insensitive and trimmed", () => {
    expect(v('CONFIRM_EMAIL', ' PAT@Example.com ', R, { EMAIL: 'pat@example.com' })).toBeUndefined();
    expect(v('CONFIRM_EMAIL', 'pat@example.org', R, { EMAIL: 'pat@example.com' })).toBe('Emails must match');
    expect(v('COAPP_CONFIRM_EMAIL', 'x@example.org', R, { COAPP_EMAIL: 'y@example.org' })).toBe(
      'Emails must match',
    );
  });
  it("'SSNs must match'", () => {
    expect(v('CONFIRM_SSN', '123456789', R, { SSN: '123456789' })).toBeUndefined();
    expect(v('CONFIRM_SSN', '123456780', R, { SSN: '123456789' })).toBe('SSNs must match');
    expect(v('COAPP_CONFIRM_SSN', '123456780', R, { COAPP_SSN: '123456789' })).toBe('SSNs must match');
  });
  it('compares case-insensitively after trimming', () => {
    expect(sameConfirmedValue(' Abc ', 'aBC')).toBe(true);
    expect(sameConfirmedValue('abc', 'abd')).toBe(false);
  });
});

describe('lender-specific rules (lenders §5)', () => {
  it("AFF: 'Monthly Gross Income must be at least $800.'", () => {
    expect(v('MONTHLY_GROSS_INCOME', '799', R, {}, TODAY, { appCode: 'AMFF' })).toBe(
      'Monthly Gross Income must be at least $800.',
    );
    expect(v('MONTHLY_GROSS_INCOME', '800', R, {}, TODAY, { appCode: 'AMFF' })).toBeUndefined();
    expect(v('MONTHLY_GROSS_INCOME', '500', R, {}, TODAY, { appCode: 'CFNA' })).toBeUndefined();
  });

  it('next payday must be in the future for every lender', () => {
    expect(v('NEXT_PAYDAY', '2026-01-15', R, {}, TODAY)).toBe('Next Payday must be in the future.');
    expect(v('NEXT_PAYDAY', '2026-01-16', R, {}, TODAY)).toBeUndefined();
    expect(
      v('NEXT_PAYDAY', '2026-12-01', R, { PAY_FREQUENCY: 'W' }, TODAY, { appCode: 'EZPY' }),
    ).toBeUndefined();
  });

  const aff = { appCode: 'AMFF' } as const;
  it('installment lender: last payday not in the future', () => {
    expect(v('LAST_PAYDAY', '2026-01-16', R, {}, TODAY, aff)).toBe('Last Payday must be in the past.');
    expect(v('LAST_PAYDAY', '2026-01-15', R, {}, TODAY, aff)).toBeUndefined();
  });
  it('installment lender: paydays cannot be the same', () => {
    const values = { LAST_PAYDAY: '2026-01-20', NEXT_PAYDAY: '2026-01-20', PAY_FREQUENCY: 'W' };
    expect(v('NEXT_PAYDAY', '2026-01-20', R, values, TODAY, aff)).toBe('Paydays cannot be the same.');
  });
  it('installment lender: next payday within 7, 14 or 31 days by frequency', () => {
    expect(v('NEXT_PAYDAY', '2026-01-22', R, { PAY_FREQUENCY: 'W' }, TODAY, aff)).toBeUndefined();
    expect(v('NEXT_PAYDAY', '2026-01-23', R, { PAY_FREQUENCY: 'W' }, TODAY, aff)).toBe(
      'Next Payday is too far in the future.',
    );
    expect(v('NEXT_PAYDAY', '2026-01-29', R, { PAY_FREQUENCY: 'B' }, TODAY, aff)).toBeUndefined();
    expect(v('NEXT_PAYDAY', '2026-01-30', R, { PAY_FREQUENCY: 'B' }, TODAY, aff)).toBe(
      'Next Payday is too far in the future.',
    );
    expect(v('NEXT_PAYDAY', '2026-02-15', R, { PAY_FREQUENCY: 'M' }, TODAY, aff)).toBeUndefined();
    expect(v('NEXT_PAYDAY', '2026-02-16', R, { PAY_FREQUENCY: 'M' }, TODAY, aff)).toBe(
      'Next Payday is too far in the future.',
    );
  });
  it('installment lender: twice monthly gap between 10 and 16 days', () => {
    const base = { PAY_FREQUENCY: 'T', LAST_PAYDAY: '2026-01-10' };
    expect(v('NEXT_PAYDAY', '2026-01-20', R, base, TODAY, aff)).toBeUndefined();
    expect(v('NEXT_PAYDAY', '2026-01-26', R, base, TODAY, aff)).toBeUndefined();
    expect(v('NEXT_PAYDAY', '2026-01-19', R, base, TODAY, aff)).toBe(
      'Pay frequency does not match payday range.',
    );
    expect(v('NEXT_PAYDAY', '2026-01-27', R, base, TODAY, aff)).toBe(
      'Pay frequency does not match payday range.',
    );
  });
});

describe('cross-field rules', () => {
  it("coapplicant: 'At least one phone number must be provided.'", () => {
    expect(coappPhoneError({ APPLY_WITH_COAPP: '1' })).toBe('At least one phone number must be provided.');
    expect(coappPhoneError({ APPLY_WITH_COAPP: '1', COAPP_WORK_PHONE: '5551234567' })).toBeUndefined();
    expect(coappPhoneError({ APPLY_WITH_COAPP: '0' })).toBeUndefined();
    const errors = validateFields({ APPLY_WITH_COAPP: '1' }, CREDIT_APP_REQUIREMENTS.CFNA, TODAY);
    expect(errors.COAPP_HOME_PHONE).toBe('At least one phone number must be provided.');
    expect(errors.COAPP_FIRST_NAME).toBe('Value cannot be empty');
    expect(errors.COAPP_MIDDLE_INITIAL).toBeUndefined();
  });

  it('coapplicant fields are not checked with the switch off', () => {
    const errors = validateFields(
      { APPLY_WITH_COAPP: '0', COAPP_EMAIL: 'bad' },
      CREDIT_APP_REQUIREMENTS.CFNA,
      TODAY,
    );
    expect(Object.keys(errors).filter((k) => k.startsWith('COAPP_'))).toEqual([]);
  });

  it('previous address is required when years at address is 1 or less', () => {
    const one = validateFields({ YEARS_AT_ADDRESS: '1' }, CREDIT_APP_REQUIREMENTS.CFNA, TODAY);
    expect(one.PREVIOUS_ADDRESS1).toBe('Value cannot be empty');
    expect(one.PREVIOUS_CITY).toBe('Value cannot be empty');
    expect(one.PREVIOUS_STATE).toBe('Value cannot be empty');
    expect(one.PREVIOUS_ZIP).toBe('Value cannot be empty');
    expect(one.PREVIOUS_ADDRESS2).toBeUndefined();
    const two = validateFields({ YEARS_AT_ADDRESS: '2' }, CREDIT_APP_REQUIREMENTS.CFNA, TODAY);
    expect(two.PREVIOUS_ADDRESS1).toBeUndefined();
  });

  it('mailing address is required when the toggle is on', () => {
    const on = validateFields({ USE_MAILING_ADDRESS: '1' }, CREDIT_APP_REQUIREMENTS.CFNA, TODAY);
    expect(on.MAILING_ADDRESS1).toBe('Value cannot be empty');
    const off = validateFields({ USE_MAILING_ADDRESS: '0' }, CREDIT_APP_REQUIREMENTS.CFNA, TODAY);
    expect(off.MAILING_ADDRESS1).toBeUndefined();
  });

  it('Wisconsin spouse dependencies', () => {
    const req = CREDIT_APP_REQUIREMENTS.CFNA;
    expect(validateFields({ STATE: 'WI' }, req, TODAY).MARRIED).toBe('Value cannot be empty');
    expect(validateFields({ STATE: 'MN' }, req, TODAY).MARRIED).toBeUndefined();
    const married = validateFields({ STATE: 'WI', MARRIED: 'Y' }, req, TODAY);
    expect(married.SPOUSE_NAME).toBe('Value cannot be empty');
    expect(married.LIVE_IN_SPOUSE).toBe('Value cannot be empty');
    expect(married.SPOUSE_ADDRESS1).toBeUndefined();
    const apart = validateFields({ STATE: 'WI', MARRIED: 'Y', LIVE_IN_SPOUSE: 'N' }, req, TODAY);
    expect(apart.SPOUSE_ADDRESS1).toBe('Value cannot be empty');
    expect(apart.SPOUSE_STATE).toBe('Value cannot be empty');
    expect(apart.SPOUSE_ZIP).toBe('Value cannot be empty');
    expect(apart.SPOUSE_RESIDENT_STATUS).toBe('Value cannot be empty');
    const single = validateFields({ STATE: 'WI', MARRIED: 'N' }, req, TODAY);
    expect(single.SPOUSE_NAME).toBeUndefined();
  });

  it('AFF: next payday is required only for twice-monthly pay', () => {
    const req = CREDIT_APP_REQUIREMENTS.AMFF;
    expect(validateFields({ PAY_FREQUENCY: 'T' }, req, TODAY, { appCode: 'AMFF' }).NEXT_PAYDAY).toBe(
      'Value cannot be empty',
    );
    expect(
      validateFields({ PAY_FREQUENCY: 'W' }, req, TODAY, { appCode: 'AMFF' }).NEXT_PAYDAY,
    ).toBeUndefined();
  });
});

describe('dropdown placeholder (spec §5)', () => {
  it('clears the value and, if required, sets an error', () => {
    expect(dropdownChange('', 'REQUIRED')).toEqual({ value: '', error: 'Value cannot be empty' });
    expect(dropdownChange('', 'OPTIONAL')).toEqual({ value: '', error: undefined });
    expect(dropdownChange('R', 'REQUIRED')).toEqual({ value: 'R', error: undefined });
  });
});
