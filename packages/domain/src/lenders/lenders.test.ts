import { describe, expect, it } from 'vitest';
import { normaliseAppCode, parseLenderList, PREQUAL_APPS } from './app-codes.js';
import { tierFor } from './tiers.js';

describe('app codes (spec §1)', () => {
  it('normalises aliases', () => {
    expect(normaliseAppCode('SYNCHRONY')).toBe('GEMY');
    expect(normaliseAppCode('dignifi')).toBe('CFSS');
    expect(normaliseAppCode(' AFF ')).toBe('AMFF');
    expect(normaliseAppCode('Versatile')).toBe('VERS');
    expect(normaliseAppCode('CFNA')).toBe('CFNA');
    expect(normaliseAppCode('NOPE')).toBeUndefined();
  });
  it("parses a shop's comma-separated lender list", () => {
    expect(parseLenderList('CFNA, CFSS,AFF,unknown,CFNA')).toEqual(['CFNA', 'CFSS', 'AMFF']);
    expect(parseLenderList('')).toEqual([]);
    expect(parseLenderList(undefined)).toEqual([]);
  });
  it('prequalification is supported for AMFF, EZPY, GNES, VERS and MILE', () => {
    expect([...PREQUAL_APPS].sort()).toEqual(['AMFF', 'EZPY', 'GNES', 'MILE', 'VERS']);
  });
});

describe('tierFor (spec §1)', () => {
  it('2 for GNES and CFSS, 3 for VERS, AMFF and EZPY, 1 otherwise', () => {
    expect(tierFor('GNES')).toBe('2');
    expect(tierFor('CFSS')).toBe('2');
    expect(tierFor('VERS')).toBe('3');
    expect(tierFor('AMFF')).toBe('3');
    expect(tierFor('EZPY')).toBe('3');
    for (const code of ['CFNA', 'GEMY', 'GDYR', 'SERV', 'ALNC', 'ACMA', 'GOODYEAR', 'BREAD'] as const) {
      expect(tierFor(code)).toBe('1');
    }
  });
  it('MILE is 2 when in the list but not first, otherwise 1', () => {
    expect(tierFor('MILE', ['CFNA', 'MILE'])).toBe('2');
    expect(tierFor('MILE', ['MILE', 'CFNA'])).toBe('1');
    expect(tierFor('MILE', ['CFNA'])).toBe('1');
    expect(tierFor('MILE')).toBe('1');
  });
});
