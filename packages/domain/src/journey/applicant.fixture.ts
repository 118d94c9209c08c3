// Test values only (excluded from the build): one applicant whose shared pages are complete and valid.
import type { FieldValues } from '../requirements/dynamic-requirements.js';

export const ABOUT_YOU: FieldValues = {
  FIRST_NAME: 'Pat',
  LAST_NAME: 'Lee',
  EMAIL: 'pat@example.com',
  CONFIRM_EMAIL: 'pat@example.com',
  HOME_PHONE: '5551234567',
  MOBILE_PHONE: '5559876543',
  DOB: '1990-07-04',
  EMPLOYER_NAME: 'Acme Tire',
};
export const RESIDENT: FieldValues = {
  ADDRESS1: '123 Main St',
  CITY: 'Redmond',
  STATE: 'WA',
  ZIP: '98052',
  YEARS_AT_ADDRESS: '5',
};
export const FINANCIAL: FieldValues = {
  ANNUAL_GROSS_INCOME: '48000',
  MONTHLY_HOUSING_PAYMENT: '1200',
  RESIDENT_STATUS: 'R',
  ID_TYPE: 'D',
  ID_NUMBER: 'LEEPA123',
  ID_STATE: 'WA',
  ID_EXPIRY: '2030-07-04',
  SSN: '123456789',
  CONFIRM_SSN: '123456789',
};
/** Account Information (AFF, EasyPay): pay dates, card, billing, bank, payment method. */
export const ACCOUNT_INFORMATION: FieldValues = {
  PAY_FREQUENCY: 'W',
  LAST_PAYDAY: '2026-01-09',
  NEXT_PAYDAY: '2026-01-16',
  CC_NUMBER: '4111111111111111',
  CC_EXP_MONTH: '12',
  CC_EXP_YEAR: '2028',
  BILLING_MATCH_RESIDENT: '1',
  BILLING_ADDRESS1: '123 Main St',
  BILLING_ZIP: '98052',
  CVV: '123',
  ROUTING_NUMBER: '021000021',
  ACCOUNT_NUMBER: '12345678',
  PAYMENT_METHOD: '1',
};
