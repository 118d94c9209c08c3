import { describe, expect, it } from 'vitest';
import { isApplicationSettled } from './application-status.js';

describe('isApplicationSettled (lenders §9 "polling repeats each second"; result present is the stop rule)', () => {
  it('true once the lender answered, also for a referral (status p with a result)', () => {
    expect(isApplicationSettled({ result: { accepted: '1' } })).toBe(true);
    expect(isApplicationSettled({ result: { referral: '1', pendingappflag: '1' } })).toBe(true);
    expect(isApplicationSettled({ result: { prequalResult: { declined: '1' } } })).toBe(true);
  });
  it('false while the job has not finished', () => {
    expect(isApplicationSettled({ result: null })).toBe(false);
    expect(isApplicationSettled({})).toBe(false);
    expect(isApplicationSettled(undefined)).toBe(false);
    expect(isApplicationSettled(null)).toBe(false);
  });
});
