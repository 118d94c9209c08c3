import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { supportsPrequal, type AppCode } from '../lenders/app-codes.js';
import type { Results } from '../results/determine-result.js';
import type { LenderResult } from '../results/lender-result.js';
import { consentsGivenWith, defaultConsentLine, type RecordedConsent } from './consents.js';
import { FINAL_STEPS, nextStep, type WaterfallStep } from './next-step.js';

const REDMOND: AppCode[] = ['CFNA', 'GNES', 'CFSS', 'EZPY'];
const softAfter = (appCode: AppCode, afterDeclineOf: AppCode): RecordedConsent => ({
  appCode,
  creditCheck: 'soft',
  afterDeclineOf,
});

describe('nextStep (lenders §2 "Navigation rules", §4 "Result determination", "Next-application click")', () => {
  it('nothing sent yet: not started; a lender deciding is waited for', () => {
    expect(nextStep({ lenders: REDMOND, results: {}, consents: [] })).toEqual({ type: 'not-started' });
    expect(nextStep({ lenders: REDMOND, results: {}, deciding: ['CFNA'], consents: [] })).toEqual({
      type: 'waiting',
      appCode: 'CFNA',
    });
  });

  it("after CFNA's decline, Concora's soft prequal runs by itself when the consumer agreed to it", () => {
    const results: Results = { CFNA: { declined: '1' } };
    expect(nextStep({ lenders: REDMOND, results, consents: [softAfter('GNES', 'CFNA')] })).toEqual({
      type: 'submit-prequal',
      appCode: 'GNES',
      afterDeclineOf: 'CFNA',
    });
  });

  it('without that consent the next lender is offered instead: no credit check without agreement', () => {
    const step = nextStep({ lenders: REDMOND, results: { CFNA: { declined: '1' } }, consents: [] });
    expect(step).toEqual({ type: 'offer-next', appCode: 'GNES', button: expect.anything() });
    // A consent for another lender's decline does not count.
    const other = nextStep({
      lenders: REDMOND,
      results: { CFNA: { declined: '1' } },
      consents: [softAfter('GNES', 'EZPY')],
    });
    expect(other.type).toBe('offer-next');
  });

  it("Concora's offer waits with 'Review Disclosures'; 'No Thanks' (DECLINED_OFFER) offers DigniFi with Apply", () => {
    const offered: Results = { CFNA: { declined: '1' }, GNES: { prequalResult: { accepted: '1' } } };
    const consents = [softAfter('GNES', 'CFNA')];
    expect(nextStep({ lenders: REDMOND, results: offered, consents })).toEqual({
      type: 'offer-next',
      appCode: 'GNES',
      button: { label: 'Review Disclosures', requiresTermsAgreed: false },
    });
    const refused: Results = {
      ...offered,
      GNES: { prequalResult: { accepted: '1' }, declined: 'DECLINED_OFFER' },
    };
    expect(nextStep({ lenders: REDMOND, results: refused, consents })).toEqual({
      type: 'offer-next',
      appCode: 'CFSS',
      button: { label: 'Apply', requiresTermsAgreed: false },
    });
  });

  it('the DigniFi exception: DigniFi has no prequal, so it is offered, never submitted by itself', () => {
    const step = nextStep({
      lenders: ['CFNA', 'CFSS', 'AMFF'],
      results: { CFNA: { declined: '1' } },
      consents: [softAfter('AMFF', 'CFNA')],
    });
    // AFF's soft prequal runs (DigniFi is passed over for the automatic prequal) …
    expect(step).toEqual({ type: 'submit-prequal', appCode: 'AMFF', afterDeclineOf: 'CFNA' });
    // … and once AFF has said no, DigniFi is the one offered.
    const after = nextStep({
      lenders: ['CFNA', 'CFSS', 'AMFF'],
      results: { CFNA: { declined: '1' }, AMFF: { prequalResult: { declined: '1' } } },
      consents: [softAfter('AMFF', 'CFNA')],
    });
    expect(after).toMatchObject({ type: 'offer-next', appCode: 'CFSS' });
  });

  it("the MILE exception: a second MILE app is offered with 'Continue', which needs its terms agreed", () => {
    const step = nextStep({ lenders: ['CFNA', 'MILE'], results: { CFNA: { declined: '1' } }, consents: [] });
    expect(step).toEqual({
      type: 'offer-next',
      appCode: 'MILE',
      button: { label: 'Continue', requiresTermsAgreed: true },
    });
  });

  it('an error is not a decline: nothing is sent by itself, but the next lender is still offered', () => {
    const error: LenderResult = { error: '1', errorResult: '1', applicationDecision: 'ERROR' };
    const step = nextStep({
      lenders: ['GEMY', 'CFSS', 'AMFF'],
      results: { GEMY: error },
      consents: [softAfter('AMFF', 'GEMY')],
    });
    expect(step).toMatchObject({ type: 'offer-next', appCode: 'CFSS' });
    expect(
      nextStep({
        lenders: ['GEMY', 'CFSS'],
        results: { GEMY: error, CFSS: { declined: '1' } },
        consents: [],
      }),
    ).toEqual({ type: 'ended' });
  });

  it('an approval, a referral or funding ends the waterfall; every lender declined is all applied', () => {
    const consents = [softAfter('GNES', 'CFNA')];
    expect(nextStep({ lenders: REDMOND, results: { CFNA: { accepted: '1' } }, consents })).toEqual({
      type: 'approved',
      appCode: 'CFNA',
    });
    expect(nextStep({ lenders: REDMOND, results: { CFNA: { referral: '1' } }, consents })).toEqual({
      type: 'referred',
      appCode: 'CFNA',
    });
    expect(
      nextStep({ lenders: ['AMFF'], results: { AMFF: { accepted: '1' } }, consents, fundStatus: '2' }),
    ).toEqual({ type: 'funded', appCode: 'AMFF' });
    expect(
      nextStep({
        lenders: ['CFNA', 'CFSS'],
        results: { CFNA: { declined: '1' }, CFSS: { declined: '1' } },
        consents,
      }),
    ).toEqual({ type: 'all-applied' });
  });
});

const LENDER_POOL: AppCode[] = ['CFNA', 'GEMY', 'CFSS', 'AMFF', 'EZPY', 'GNES', 'MILE', 'VERS'];
const APPLICATION_ANSWERS: LenderResult[] = [
  { accepted: '1' },
  { declined: '1' },
  { referral: '1' },
  { pendingappflag: '2' },
  { error: '1', errorResult: '1', applicationDecision: 'ERROR' },
];
const PREQUAL_ANSWERS: LenderResult[] = [
  { prequalResult: { accepted: '1' } },
  { prequalResult: { declined: '1' } },
  { error: '1', errorResult: '1' },
];

/**
 * A consumer's whole journey through a random shop: the first lender is applied to, every lender deciding
 * answers at random, and at each offer the consumer applies, says No Thanks or leaves. The waterfall's
 * guarantees are checked at every step.
 */
const journeys = fc.record({
  lenders: fc.uniqueArray(fc.constantFrom(...LENDER_POOL), { minLength: 1, maxLength: 8 }),
  // Whether the consent line the consumer saw named the automatic prequal (an older page might not have).
  namesNextLender: fc.boolean(),
  answers: fc.array(fc.nat(100), { minLength: 40, maxLength: 40 }),
  choices: fc.array(fc.nat(2), { minLength: 40, maxLength: 40 }),
});

describe('nextStep properties over random lender lists and decision sequences', () => {
  it('never the same lender twice, never a credit check without its consent, always ends', () => {
    fc.assert(
      fc.property(journeys, ({ lenders, namesNextLender, answers, choices }) => {
        const results: Results = {};
        const consents: RecordedConsent[] = [];
        let deciding: AppCode[] = [];
        const sent = new Set<string>();
        const kindOf = new Map<AppCode, 'prequal' | 'application'>();

        const send = (appCode: AppCode, kind: 'prequal' | 'application', byConsumer: boolean) => {
          // Never the same lender twice for the same kind of check.
          expect(sent.has(`${appCode}:${kind}`)).toBe(false);
          sent.add(`${appCode}:${kind}`);
          kindOf.set(appCode, kind);
          deciding = [...deciding, appCode];
          if (!byConsumer) return;
          const text = namesNextLender
            ? defaultConsentLine(appCode, kind, { appList: lenders, results })
            : 'By submitting, you authorize a hard credit check.';
          consents.push(...consentsGivenWith(appCode, kind, text, { appList: lenders, results }));
        };

        send(lenders[0]!, supportsPrequal(lenders[0]!) && choices[0] === 0 ? 'prequal' : 'application', true);
        let step: WaterfallStep = nextStep({ lenders, results, deciding, consents });
        let turns = 0;
        for (; turns < 40 && !FINAL_STEPS.includes(step.type); turns++) {
          if (step.type === 'waiting') {
            const code = step.appCode;
            const pool = kindOf.get(code) === 'prequal' ? PREQUAL_ANSWERS : APPLICATION_ANSWERS;
            results[code] = { ...results[code], ...pool[answers[turns]! % pool.length]! };
            deciding = deciding.filter((c) => c !== code);
          } else if (step.type === 'submit-prequal') {
            const { appCode, afterDeclineOf } = step;
            // Only a soft check the consumer agreed to, for exactly this decline.
            expect(consents).toContainEqual({ appCode, creditCheck: 'soft', afterDeclineOf });
            expect(results[appCode]).toBeUndefined();
            send(appCode, 'prequal', false);
          } else if (step.type === 'offer-next') {
            const choice = choices[turns]!;
            if (choice === 0) break; // the consumer leaves
            const offer = results[step.appCode]?.prequalResult?.accepted;
            if (offer && choice === 2)
              results[step.appCode] = { ...results[step.appCode], declined: 'DECLINED_OFFER' };
            else send(step.appCode, 'application', true);
          } else break; // not started
          step = nextStep({ lenders, results, deciding, consents });
        }
        // Always ends: within a bounded number of turns (each lender decides at most twice).
        expect(turns).toBeLessThan(4 * lenders.length + 4);
      }),
      { numRuns: 500 },
    );
  });

  it('a step is always about a lender of the shop, and a final step needs no lender deciding', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...LENDER_POOL), { minLength: 1, maxLength: 8 }),
        fc.dictionary(
          fc.constantFrom(...LENDER_POOL),
          fc.constantFrom(...APPLICATION_ANSWERS, ...PREQUAL_ANSWERS),
        ),
        (lenders, results) => {
          const step = nextStep({ lenders, results: results as Results, consents: [] });
          if ('appCode' in step && step.appCode !== undefined) expect(lenders).toContain(step.appCode);
          // Without any consent nothing is ever submitted by itself.
          expect(step.type).not.toBe('submit-prequal');
        },
      ),
    );
  });
});
