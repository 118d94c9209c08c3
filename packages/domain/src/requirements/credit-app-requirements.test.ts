import { describe, expect, it } from 'vitest';
import { APP_CODES } from '../lenders/app-codes.js';
import { CREDIT_APP_REQUIREMENTS } from './credit-app-requirements.js';

describe('CREDIT_APP_REQUIREMENTS', () => {
  it('is plain JSON with an entry per app code', () => {
    expect(JSON.parse(JSON.stringify(CREDIT_APP_REQUIREMENTS))).toEqual(CREDIT_APP_REQUIREMENTS);
    expect(Object.keys(CREDIT_APP_REQUIREMENTS).sort()).toEqual([...APP_CODES].sort());
  });
  it('CFNA asks about you, residence and financial incl. ID and SSN', () => {
    const cfna = CREDIT_APP_REQUIREMENTS.CFNA;
    for (const name of [
      'FIRST_NAME',
      'LAST_NAME',
      'EMAIL',
      'DOB',
      'ADDRESS1',
      'ZIP',
      'ID_NUMBER',
      'SSN',
    ] as const) {
      expect(cfna[name]).toBe('REQUIRED');
    }
  });
  it('AFF requires the lenders §5 prequal fields', () => {
    const aff = CREDIT_APP_REQUIREMENTS.AMFF;
    for (const name of [
      'FIRST_NAME',
      'LAST_NAME',
      'DOB',
      'SSN',
      'ADDRESS1',
      'CITY',
      'STATE',
      'ZIP',
      'EMAIL',
      'HOME_PHONE',
    ] as const) {
      expect(aff[name]).toBe('REQUIRED');
    }
  });
  it('EZPY and GNES are similar without email; GNES adds monthly net income', () => {
    expect(CREDIT_APP_REQUIREMENTS.GNES.EMAIL).not.toBe('REQUIRED');
    expect(CREDIT_APP_REQUIREMENTS.EZPY.EMAIL).not.toBe('REQUIRED');
    expect(CREDIT_APP_REQUIREMENTS.GNES.MONTHLY_NET_INCOME).toBe('REQUIRED');
    expect(CREDIT_APP_REQUIREMENTS.GNES.HOME_PHONE).toBe('REQUIRED');
  });
  it('result-only lenders ask nothing', () => {
    expect(CREDIT_APP_REQUIREMENTS.GOODYEAR).toEqual({});
    expect(CREDIT_APP_REQUIREMENTS.BREAD).toEqual({});
  });
});
