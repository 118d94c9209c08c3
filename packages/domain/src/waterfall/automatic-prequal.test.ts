import { describe, expect, it } from 'vitest';
import type { AppCode } from '../lenders/app-codes.js';
import type { Results } from '../results/determine-result.js';
import { automaticPrequalLender, isDeclinedOrNotAccepted } from './automatic-prequal.js';
import { nextStep } from './next-step.js';

/**
 * The lender whose soft prequal the server submits by itself after `afterApp`'s answer, when the consumer
 * agreed to exactly that check (the consent line named it).
 */
function nextPrequalApp(
  results: Results,
  lenders: readonly AppCode[],
  afterApp: AppCode,
): AppCode | undefined {
  const candidate = automaticPrequalLender(lenders, afterApp, results);
  const consents = candidate
    ? [{ appCode: candidate, creditCheck: 'soft' as const, afterDeclineOf: afterApp }]
    : [];
  const step = nextStep({ lenders, results, consents });
  return step.type === 'submit-prequal' ? step.appCode : undefined;
}

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
  it('isDeclinedOrNotAccepted and automaticPrequalLender', () => {
    expect(isDeclinedOrNotAccepted(undefined)).toBe(false);
    expect(isDeclinedOrNotAccepted({ prequalResult: { pending: true } })).toBe(false);
    expect(automaticPrequalLender(['CFNA', 'CFSS', 'VERS'], 'CFNA')).toBe('VERS');
  });
});
