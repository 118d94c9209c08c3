// docs/decisions/135: what each of the spec's other codes is and does. GDYR, ALNC and BIGO are applications
// shown on their brand's result screen; GOODYEAR and BREAD in a shop's list mean those applications; SERV and
// ACMA are refused, and a list holding them never leaves the consumer without the next lender.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from '../journey/applicant.fixture.js';
import { completePage, initialJourneyState, type JourneyState } from '../journey/journey-state.js';
import { nextPage } from '../journey/navigation.js';
import { moveToNextApp } from '../journey/next-app.js';
import { PAGE_STACKS } from '../journey/page-stacks.js';
import { CREDIT_APP_REQUIREMENTS } from '../requirements/credit-app-requirements.js';
import { consumerOutcome } from '../waterfall/consumer-outcome.js';
import {
  APP_CODES,
  lenderListProblems,
  offeredAppCode,
  parseLenderList,
  SHOP_LIST_READINGS,
  type AppCode,
} from './app-codes.js';
import { creditCheckConsent } from './credit-check-consent.js';
import { LENDERS } from './lender-catalogue.js';
import { tierFor } from './tiers.js';

const TODAY = new Date(2026, 0, 15);

describe("a shop's list with the spec's other codes", () => {
  it('reads GOODYEAR and BREAD as the applications whose decision they show', () => {
    expect(parseLenderList('GOODYEAR')).toEqual(['GDYR']);
    expect(parseLenderList('CFNA,BREAD')).toEqual(['CFNA', 'ALNC']);
    // Listed twice under two names, offered once, where it first appears.
    expect(parseLenderList('BREAD,CFNA,ALNC')).toEqual(['ALNC', 'CFNA']);
  });

  it('drops SERV and ACMA, so the next lender is the first one offered', () => {
    expect(parseLenderList('SERV,ACMA,CFNA')).toEqual(['CFNA']);
    expect(parseLenderList('serv, GDYR ,acma')).toEqual(['GDYR']);
  });

  it('says, one sentence per entry, what will not be offered as written', () => {
    expect(lenderListProblems('CFNA,GNES')).toEqual([]);
    expect(lenderListProblems('SERV,ACMA,CFNA,BREAD')).toEqual([
      'SERV is not offered: no lender, application or result screen is known for it. Remove it from the list.',
      "ACMA is not offered on its own: Acima's lease is offered through Versatile's waterfall. List VERS instead.",
      'BREAD is a result screen; it is offered as ALNC, whose decision it shows.',
    ]);
    expect(lenderListProblems('SERV')).toEqual([
      'SERV is not offered: no lender, application or result screen is known for it. Remove it from the list.',
      'No lender in the list can be offered.',
    ]);
    expect(lenderListProblems('XYZ,CFNA')).toEqual(['XYZ is not a lender code and is ignored.']);
    expect(lenderListProblems('')).toEqual(['The lender list is empty: the shop offers no lender.']);
  });

  it('property: every code a list offers can be applied to, has a result screen, and comes once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...APP_CODES, 'NOPE', 'bread', ' Goodyear ')), (codes) => {
        const offered = parseLenderList(codes.join(','));
        expect(new Set(offered).size).toBe(offered.length);
        for (const code of offered) {
          expect(LENDERS[code].resultOnly, code).toBe(false);
          expect(SHOP_LIST_READINGS[code], code).toBeUndefined();
          expect(LENDERS[code].resultScreen, code).toBeDefined();
          // A page where the consumer agrees before a hard check stands between app selection and the result.
          const stack = PAGE_STACKS[code];
          expect(stack.at(-1)).toBe('result');
          expect(stack.at(-2), code).not.toBe('app-select');
        }
      }),
    );
  });

  it('every code is either offered as itself, read as an offered code, or refused', () => {
    for (const code of APP_CODES) {
      const as = offeredAppCode(code);
      if (as === undefined) expect(SHOP_LIST_READINGS[code]).toHaveProperty('refused');
      else expect(offeredAppCode(as)).toBe(as);
    }
  });
});

describe('GDYR, ALNC and BIGO (lenders §1, §4 result screens)', () => {
  it('show the Goodyear, Bread and Big O result screens', () => {
    expect(LENDERS.GDYR.resultScreen).toBe('GOODYEAR');
    expect(LENDERS.ALNC.resultScreen).toBe('BREAD');
    expect(LENDERS.BIGO.resultScreen).toBe('BIGO');
    expect(LENDERS.SERV.resultScreen).toBeUndefined();
    expect(LENDERS.ACMA.resultScreen).toBeUndefined();
  });

  it('are tier 1 applications without prequal or quick app, labelled Apply', () => {
    for (const code of ['GDYR', 'ALNC', 'BIGO'] as const) {
      expect(tierFor(code, [code, 'CFNA'])).toBe('1');
      expect(LENDERS[code]).toMatchObject({ prequal: false, quickApp: false, nextAppLabel: 'Apply' });
    }
  });

  it('name the bank that checks credit on the consent line: CFNA for the Goodyear card', () => {
    expect(creditCheckConsent('GDYR', 'application').legalName).toBe('CFNA');
    expect(creditCheckConsent('GDYR', 'application').creditCheck).toBe('hard');
    expect(creditCheckConsent('ALNC', 'application').legalName).toBe('Bread Financial');
    expect(creditCheckConsent('CFNA', 'application').legalName).toBe('CFNA');
  });
});

function journey(overrides: Partial<JourneyState>): JourneyState {
  const base = initialJourneyState({
    phoneVerified: true,
    values: { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL },
    ...overrides,
  });
  return completePage(completePage(base, 'summary'), 'coapp-select');
}

describe('the journey through them (lenders §2 navigation rules)', () => {
  it.each([
    ['GDYR', 'gdyr-submission'],
    ['ALNC', 'alnc-submission'],
    ['BIGO', 'bigo-submission'],
  ] as const)('%s first: app selection leads to its Application Review', (code, page) => {
    const s = journey({ appList: [code, 'CFNA'], selectedApps: [code], currentPage: 'app-select' });
    expect(nextPage(s, TODAY)).toBe(page);
  });

  it('GDYR asks what CFNA asks, coapplicant included', () => {
    expect(CREDIT_APP_REQUIREMENTS.GDYR).toEqual(CREDIT_APP_REQUIREMENTS.CFNA);
    expect(CREDIT_APP_REQUIREMENTS.BIGO.APPLY_WITH_COAPP).toBeUndefined();
  });

  it('a GDYR decline offers CFNA, whose Apply leads to its review (never "No application results.")', () => {
    const declined = journey({
      appList: parseLenderList('GDYR,CFNA'),
      selectedApps: ['GDYR'],
      currentPage: 'result',
      results: { GDYR: { declined: '1', accepted: '0' } },
    });
    expect(consumerOutcome(declined.results, declined.appList).nextApp).toBe('CFNA');
    const moved = moveToNextApp(declined);
    expect(moved.appIndex).toBe(1);
    expect(nextPage(moved, TODAY)).toBe('cfna-submission');
  });

  it("BREAD after a CFNA decline: its Apply moves to Bread Financing's review", () => {
    const declined = journey({
      appList: parseLenderList('CFNA,BREAD'),
      selectedApps: ['CFNA'],
      currentPage: 'result',
      results: { CFNA: { declined: '1', accepted: '0' } },
    });
    const next = consumerOutcome(declined.results, declined.appList).nextApp as AppCode;
    expect(next).toBe('ALNC');
    expect(nextPage(moveToNextApp(declined, next), TODAY)).toBe('alnc-submission');
  });
});
