import { describe, expect, it } from 'vitest';
import { consumerOutcome, nextApp } from './consumer-outcome.js';

describe('consumerOutcome', () => {
  it('approved if any result is accepted, referral or pending', () => {
    expect(consumerOutcome({ CFNA: { accepted: true } }, ['CFNA']).approved).toBe(true);
    expect(consumerOutcome({ CFNA: { referral: true } }, ['CFNA']).approved).toBe(true);
    expect(consumerOutcome({ CFNA: { pendingappflag: '2' } }, ['CFNA']).approved).toBe(true);
    expect(consumerOutcome({ CFNA: { declined: true } }, ['CFNA', 'CFSS']).approved).toBe(false);
  });
  it('accepted only for a phone-locked consumer', () => {
    expect(consumerOutcome({ CFNA: { referral: true } }, ['CFNA'], { phoneLocked: true }).approved).toBe(
      false,
    );
    expect(consumerOutcome({ CFNA: { accepted: true } }, ['CFNA'], { phoneLocked: true }).approved).toBe(
      true,
    );
  });
  it('referred if any result is a referral or pending flag', () => {
    expect(consumerOutcome({ CFNA: { pendingappflag: '1' } }, ['CFNA']).referred).toBe(true);
    expect(consumerOutcome({ CFNA: { accepted: true } }, ['CFNA']).referred).toBe(false);
  });
  it('all applied when every listed app has an accepted or declined result', () => {
    expect(
      consumerOutcome({ CFNA: { declined: true }, CFSS: { accepted: true } }, ['CFNA', 'CFSS']).allApplied,
    ).toBe(true);
    expect(consumerOutcome({ CFNA: { declined: true } }, ['CFNA', 'CFSS']).allApplied).toBe(false);
  });
  it('application error when any result has an error result; GEMY by message or ERROR decision', () => {
    expect(consumerOutcome({ CFNA: { errorResult: true } }, ['CFNA']).applicationError).toBe(true);
    expect(consumerOutcome({ GEMY: { errorMessage: 'Token mismatch' } }, ['GEMY']).applicationError).toBe(
      true,
    );
    expect(consumerOutcome({ GEMY: { applicationDecision: 'ERROR' } }, ['GEMY']).applicationError).toBe(true);
    expect(consumerOutcome({ CFNA: { declined: true } }, ['CFNA']).applicationError).toBe(false);
  });
  it("funded means approved and fund status '2'", () => {
    expect(consumerOutcome({ AMFF: { accepted: true } }, ['AMFF'], { fundStatus: '2' }).funded).toBe(true);
    expect(consumerOutcome({ AMFF: { accepted: true } }, ['AMFF'], { fundStatus: '1' }).funded).toBe(false);
    expect(consumerOutcome({ AMFF: { declined: true } }, ['AMFF'], { fundStatus: '2' }).funded).toBe(false);
  });
  it('other apps available while a listed app has no accepted, declined or referred result', () => {
    expect(consumerOutcome({ CFNA: { declined: true } }, ['CFNA', 'CFSS']).otherAppsAvailable).toBe(true);
    expect(
      consumerOutcome({ CFNA: { declined: true }, CFSS: { declined: true } }, ['CFNA', 'CFSS'])
        .otherAppsAvailable,
    ).toBe(false);
  });
});

describe('nextApp (lenders §4)', () => {
  it('is the first app after the first one whose result is missing or only a prequal acceptance', () => {
    expect(nextApp({ CFNA: { declined: true } }, ['CFNA', 'CFSS', 'AMFF'])).toBe('CFSS');
    expect(nextApp({ CFNA: { declined: true }, CFSS: { declined: true } }, ['CFNA', 'CFSS', 'AMFF'])).toBe(
      'AMFF',
    );
    expect(
      nextApp({ CFNA: { declined: true }, GNES: { prequalResult: { accepted: true } } }, [
        'CFNA',
        'GNES',
        'AMFF',
      ]),
    ).toBe('GNES');
    expect(nextApp({ CFNA: { declined: true } }, ['CFNA'])).toBeUndefined();
  });
});
