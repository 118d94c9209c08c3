import { describe, expect, it } from 'vitest';
import { determineResult } from './determine-result.js';

describe('determineResult (lenders §4 "Result determination")', () => {
  it('accepted is approved', () => {
    expect(determineResult({ accepted: true })).toBe('approved');
    expect(determineResult({ accepted: '1' })).toBe('approved');
    expect(determineResult({ applicationDecision: 'APPROVED' })).toBe('approved');
  });
  it("referral or pendingappflag '1' is referred", () => {
    expect(determineResult({ referral: true })).toBe('referred');
    expect(determineResult({ pendingappflag: '1' })).toBe('referred');
    expect(determineResult({ applicationDecision: 'REFERRED' })).toBe('referred');
  });
  it("pendingappflag '2' is approved in store, and so is CFNA's referral '2' (a referral approval)", () => {
    expect(determineResult({ pendingappflag: '2' })).toBe('approved-in-store');
    expect(determineResult({ referral: '2', pendingappflag: '2' })).toBe('approved-in-store');
    expect(determineResult({ referral: '2' })).toBe('approved-in-store');
  });
  it("otherwise declined by status matching 'declined' or the declined flag", () => {
    expect(determineResult({ declined: true })).toBe('declined');
    expect(determineResult({ declined: 'DECLINED_OFFER' })).toBe('declined');
    expect(determineResult({ status: 'Application Declined' })).toBe('declined');
    expect(determineResult({ pendingappflag: '0', status: 'declined' })).toBe('declined');
  });
  it('an error result, or nothing yet', () => {
    expect(determineResult({ errorResult: true })).toBe('error');
    expect(determineResult({ applicationDecision: 'ERROR' })).toBe('error');
    expect(determineResult({})).toBe('pending');
    expect(determineResult(undefined)).toBe('pending');
    expect(determineResult({ accepted: false, declined: 'false' })).toBe('pending');
  });
});
