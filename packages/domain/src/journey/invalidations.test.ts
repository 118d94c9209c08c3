import { describe, expect, it } from 'vitest';
import { applyAnswer } from './invalidations.js';

describe('applyAnswer (answers that invalidate others)', () => {
  it('more than 1 year at the address clears the previous address', () => {
    const out = applyAnswer(
      { PREVIOUS_ADDRESS1: '9 Old Rd', PREVIOUS_CITY: 'Kent' },
      'YEARS_AT_ADDRESS',
      '2',
    );
    expect(out).toMatchObject({ PREVIOUS_ADDRESS1: '', PREVIOUS_CITY: '', YEARS_AT_ADDRESS: '2' });
    expect(applyAnswer({ PREVIOUS_CITY: 'Kent' }, 'YEARS_AT_ADDRESS', '1').PREVIOUS_CITY).toBe('Kent');
  });
  it('a non-WI state clears the marital fields; married No clears the spouse', () => {
    const married = {
      STATE: 'WI',
      MARRIED: 'Y',
      SPOUSE_NAME: 'Sam Lee',
      LIVE_IN_SPOUSE: 'N',
      SPOUSE_ZIP: '53703',
    };
    expect(applyAnswer(married, 'STATE', 'MN')).toMatchObject({
      MARRIED: '',
      SPOUSE_NAME: '',
      SPOUSE_ZIP: '',
    });
    expect(applyAnswer(married, 'MARRIED', 'N')).toMatchObject({
      MARRIED: 'N',
      SPOUSE_NAME: '',
      SPOUSE_ZIP: '',
    });
    expect(applyAnswer(married, 'LIVE_IN_SPOUSE', 'Y')).toMatchObject({
      SPOUSE_NAME: 'Sam Lee',
      SPOUSE_ZIP: '',
    });
  });
  it('the mailing toggle copies the residence when on and clears when off', () => {
    const home = { ADDRESS1: '1 Main St', CITY: 'Redmond', STATE: 'WA', ZIP: '98052' };
    const on = applyAnswer(home, 'USE_MAILING_ADDRESS', '1');
    expect(on).toMatchObject({
      MAILING_ADDRESS1: '1 Main St',
      MAILING_CITY: 'Redmond',
      MAILING_ZIP: '98052',
    });
    expect(applyAnswer(on, 'USE_MAILING_ADDRESS', '0')).toMatchObject({
      MAILING_ADDRESS1: '',
      MAILING_ZIP: '',
    });
  });
  it('the billing toggle copies address lines 1, 2 and zip', () => {
    const out = applyAnswer(
      { ADDRESS1: '1 Main St', ADDRESS2: 'Apt 2', ZIP: '98052' },
      'BILLING_MATCH_RESIDENT',
      '1',
    );
    expect(out).toMatchObject({
      BILLING_ADDRESS1: '1 Main St',
      BILLING_ADDRESS2: 'Apt 2',
      BILLING_ZIP: '98052',
    });
  });
  it("the DOB day clears when it exceeds the new month's maximum", () => {
    expect(applyAnswer({ DOB_DAY: '31', DOB_MONTH: '01' }, 'DOB_MONTH', '04').DOB_DAY).toBe('');
    expect(applyAnswer({ DOB_DAY: '30', DOB_MONTH: '01' }, 'DOB_MONTH', '04').DOB_DAY).toBe('30');
    // Decision 034: a common year does not clear 29 February without a word; the date check refuses it.
    expect(
      applyAnswer({ DOB_DAY: '29', DOB_MONTH: '02', DOB_YEAR: '2000' }, 'DOB_YEAR', '2001').DOB_DAY,
    ).toBe('29');
  });
});
