import { describe, expect, it } from 'vitest';
import {
  exampleLenderList,
  LENDER_LIST_MESSAGES,
  lenderListCsv,
  lenderListRuleProblems,
  lenderTier,
  MAX_LENDER_LIST_LENGTH,
  placeDependentTierNote,
} from './lender-list-rules.js';

describe('lenderTier (spec applicant-journey §1): the tier the console shows beside a lender', () => {
  it('names each lender’s tier, MILE’s by its place, a lender not yet listed as if added at the end', () => {
    const list = ['CFNA', 'GNES', 'AMFF'];
    expect(list.map((code) => lenderTier(code, list))).toEqual(['1', '2', '3']);
    expect(lenderTier('EZPY', list)).toBe('3');
    expect(lenderTier('MILE', ['MILE', 'CFNA'])).toBe('1');
    expect(lenderTier('MILE', ['CFNA', 'MILE'])).toBe('2');
    expect(lenderTier('MILE', list)).toBe('2');
    expect(lenderTier('MILE', [])).toBe('1');
    expect(lenderTier('NOPE', list)).toBeUndefined();
  });
});

describe('what the console says of tiers beside a list', () => {
  it('states the tier rule of a lender whose tier depends on its place, and of no other', () => {
    expect(placeDependentTierNote('MILE')).toBe('MILE is tier 1 when first, otherwise tier 2.');
    expect(placeDependentTierNote('CFNA')).toBeUndefined();
    expect(placeDependentTierNote('NOPE')).toBeUndefined();
  });

  it('gives an example list that passes the tier rules, one lender of each tier', () => {
    const example = exampleLenderList().split(',');
    expect(example.map((code) => lenderTier(code, example))).toEqual(['1', '2', '3']);
    expect(lenderListRuleProblems(example)).toEqual([]);
  });
});

describe('lenderListRuleProblems (spec applicant-journey §1, decision 199)', () => {
  it('keeps lists that run through the tiers in order, as the demo shops keep them', () => {
    for (const list of [
      'CFNA,GNES,EZPY',
      'CFNA,GEMY,MILE,GNES,CFSS,AMFF,EZPY,VERS',
      'MILE,CFNA',
      'GDYR,CFNA',
      'VERS',
      'CFNA,MILE,AMFF',
    ]) {
      expect(lenderListRuleProblems(list.split(',')), list).toEqual([]);
    }
  });

  it('refuses an empty list', () => {
    expect(lenderListRuleProblems([])).toEqual(['Choose at least one lender.']);
  });

  it('refuses a tier 1 lender after a tier 2 or 3 one: at most three tiers, 1 then 2 then 3', () => {
    expect(lenderListRuleProblems(['GNES', 'CFNA'])).toEqual([
      'CFNA is a tier 1 lender and cannot come after GNES, a tier 2 lender: the list runs through at most three tiers, tier 1, then 2, then 3.',
    ]);
    expect(lenderListRuleProblems(['CFNA', 'AMFF', 'CFSS'])).toEqual([
      'CFSS is a tier 2 lender and cannot come after AMFF, a tier 3 lender: the list runs through at most three tiers, tier 1, then 2, then 3.',
    ]);
  });

  it("reads MILE's tier by its position: tier 1 first, tier 2 anywhere else, so never after tier 3", () => {
    expect(lenderListRuleProblems(['MILE', 'GNES'])).toEqual([]);
    expect(lenderListRuleProblems(['GNES', 'MILE'])).toEqual([]);
    expect(lenderListRuleProblems(['AMFF', 'MILE'])).toEqual([
      'MILE is a tier 2 lender when it is not first, and cannot come after AMFF, a tier 3 lender. Put MILE first or before the tier 3 lenders.',
    ]);
  });

  it('refuses unknown codes, aliases written as aliases, repeats, result screens and refused codes', () => {
    expect(lenderListRuleProblems(['CFNA', 'XYZ'])).toEqual(['XYZ is not a lender code.']);
    expect(lenderListRuleProblems(['AFF'])).toEqual([LENDER_LIST_MESSAGES.unknown('AFF')]);
    expect(lenderListRuleProblems(['CFNA', 'CFNA'])).toEqual([
      'CFNA is listed twice: each lender is offered once.',
    ]);
    expect(lenderListRuleProblems(['BREAD'])).toEqual([
      'BREAD is a result screen, not a lender: list ALNC instead.',
    ]);
    expect(lenderListRuleProblems(['CFNA', 'SERV'])).toEqual([
      'SERV is not offered: no lender, application or result screen is known for it. Remove it from the list.',
    ]);
  });

  it('refuses more lenders than a list may hold', () => {
    const many = Array.from({ length: MAX_LENDER_LIST_LENGTH + 1 }, () => 'CFNA');
    expect(lenderListRuleProblems(many)[0]).toBe(`A list holds at most ${MAX_LENDER_LIST_LENGTH} lenders.`);
  });
});

describe('lenderListCsv', () => {
  it('writes the spec §1 comma list', () => {
    expect(lenderListCsv(['cfna', ' GNES '])).toBe('CFNA,GNES');
  });
});
