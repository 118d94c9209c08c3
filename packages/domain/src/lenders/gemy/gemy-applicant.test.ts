import { describe, expect, it } from 'vitest';
import { gemyApplicantValues, gemyResidenceType } from './gemy-applicant.js';

describe('gemyApplicantValues (lenders §4 GEMY embedded form)', () => {
  it("fills our fields from Synchrony's answers; annual net is 12 x monthly net", () => {
    expect(
      gemyApplicantValues({
        netIncome: '3500',
        residenceType: 'OWN',
        address: { line1: '2200 148th Ave NE', line2: '', city: 'Bellevue', state: 'wa', zipCode: '98007' },
        firstName: 'Casey',
        lastName: 'Nguyen',
        middleInitial: 'Q',
        email: 'casey@example.com',
        socialSecurity: '222-22-2222',
        dateOfBirth: '19860412',
      }),
    ).toEqual({
      FIRST_NAME: 'Casey',
      MIDDLE_INITIAL: 'Q',
      LAST_NAME: 'Nguyen',
      EMAIL: 'casey@example.com',
      CONFIRM_EMAIL: 'casey@example.com',
      ADDRESS1: '2200 148th Ave NE',
      CITY: 'Bellevue',
      STATE: 'WA',
      ZIP: '98007',
      SSN: '222222222',
      CONFIRM_SSN: '222222222',
      DOB: '1986-04-12',
      MONTHLY_NET_INCOME: '3500',
      ANNUAL_NET_INCOME: '42000',
      RESIDENT_STATUS: 'O',
    });
  });

  it('a HOME contact fills the home phone; the MOBILE one is the verified phone already and is left alone', () => {
    const contacts = (home: string) => [
      { contactType: 'MOBILE', contactNumber: '4255550100' },
      { contactType: 'HOME', contactNumber: home },
    ];
    expect(gemyApplicantValues({ contactInfo: contacts('(425) 555-0177') })).toEqual({
      HOME_PHONE: '4255550177',
    });
    expect(gemyApplicantValues({ contactInfo: contacts('555-0177') })).toEqual({});
    expect(
      gemyApplicantValues({ contactInfo: [{ contactType: 'MOBILE', contactNumber: '4255550100' }] }),
    ).toEqual({});
  });

  it('leaves out what Synchrony did not give or gave malformed', () => {
    expect(gemyApplicantValues(undefined)).toEqual({});
    expect(
      gemyApplicantValues({ netIncome: 'lots', socialSecurity: '12', dateOfBirth: '04/12/1986' }),
    ).toEqual({});
  });
});

describe('gemyResidenceType (the data share to Synchrony)', () => {
  it('is the inverse of the status mapping, and OTHER for anything else', () => {
    for (const status of ['R', 'O', 'X']) {
      expect(gemyApplicantValues({ residenceType: gemyResidenceType(status) }).RESIDENT_STATUS).toBe(status);
    }
    expect(gemyResidenceType('R')).toBe('RENT');
    expect(gemyResidenceType('O')).toBe('OWN');
    expect(gemyResidenceType(undefined)).toBe('OTHER');
  });
});
