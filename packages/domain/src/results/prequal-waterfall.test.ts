import { describe, expect, it } from 'vitest';
import {
  followingPrequalApp,
  isApplicationSettled,
  isDeclinedOrNotAccepted,
  nextPrequalApp,
} from './prequal-waterfall.js';

describe('nextPrequalApp (lenders §4 "After a declined or non-accepted result, the next lender in the list that supports prequal is submitted automatically")', () => {
  const list = ['CFNA', 'CFSS', 'AMFF', 'GNES'] as const;
  it('after a declined result: the next lender in the list that supports prequal (DigniFi does not)', () => {
    expect(nextPrequalApp({ CFNA: { declined: true } }, list, 'CFNA')).toBe('AMFF');
    expect(nextPrequalApp({ CFNA: { status: 'Application Declined' } }, list, 'CFNA')).toBe('AMFF');
  });
  it('a decline offer (DECLINED_OFFER) counts as declined', () => {
    expect(nextPrequalApp({ GNES: { declined: 'DECLINED_OFFER' } }, ['GNES', 'MILE'], 'GNES')).toBe('MILE');
  });
  it('after a non-accepted prequal result', () => {
    const results = { MILE: { prequalResult: { accepted: false, declined: true } } };
    expect(nextPrequalApp(results, ['MILE', 'CFNA', 'EZPY'], 'MILE')).toBe('EZPY');
  });
  it('skips a prequal lender that already has a result', () => {
    const results = { CFNA: { declined: true }, AMFF: { prequalResult: { accepted: true } } };
    expect(nextPrequalApp(results, list, 'CFNA')).toBe('GNES');
  });
  it('nothing after an approval, a referral, an error or no answer yet', () => {
    expect(nextPrequalApp({ CFNA: { accepted: true } }, list, 'CFNA')).toBeUndefined();
    expect(nextPrequalApp({ CFNA: { referral: true } }, list, 'CFNA')).toBeUndefined();
    expect(nextPrequalApp({ CFNA: { pendingappflag: '2' } }, list, 'CFNA')).toBeUndefined();
    expect(nextPrequalApp({ CFNA: { errorResult: true } }, list, 'CFNA')).toBeUndefined();
    expect(nextPrequalApp({}, list, 'CFNA')).toBeUndefined();
    expect(
      nextPrequalApp({ MILE: { prequalResult: { accepted: true } } }, ['MILE', 'AMFF'], 'MILE'),
    ).toBeUndefined();
  });
  it('nothing when no later lender prequalifies, or the lender is not in the list', () => {
    expect(nextPrequalApp({ CFNA: { declined: true } }, ['CFNA', 'CFSS'], 'CFNA')).toBeUndefined();
    expect(nextPrequalApp({ GNES: { declined: true } }, list, 'GNES')).toBeUndefined();
    expect(nextPrequalApp({ EZPY: { declined: true } }, list, 'EZPY')).toBeUndefined();
    // only lenders after it: an earlier prequal lender is not sent
    expect(nextPrequalApp({ CFNA: { declined: true } }, ['AMFF', 'CFNA'], 'CFNA')).toBeUndefined();
  });
  it('isDeclinedOrNotAccepted and followingPrequalApp', () => {
    expect(isDeclinedOrNotAccepted(undefined)).toBe(false);
    expect(isDeclinedOrNotAccepted({ prequalResult: { pending: true } })).toBe(false);
    expect(followingPrequalApp(['CFNA', 'CFSS', 'VERS'], 'CFNA')).toBe('VERS');
  });
});

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
