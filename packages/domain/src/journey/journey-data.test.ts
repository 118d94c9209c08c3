import { describe, expect, it } from 'vitest';
import { FIELD_CATALOGUE } from '../fields/field-catalogue.js';
import { APP_CODES } from '../lenders/app-codes.js';
import { CREDIT_APP_REQUIREMENTS } from '../requirements/credit-app-requirements.js';
import { stepSchema } from '../validation/step-schemas.js';
import { PAGE_FIELDS } from './page-fields.js';
import { PAGE_IDS } from './page-ids.js';
import { APPROVAL_STACKS, PAGE_STACKS } from './page-stacks.js';

describe('journey data is consistent', () => {
  it('every page has a field list of catalogued fields', () => {
    for (const page of PAGE_IDS) {
      for (const name of PAGE_FIELDS[page]) expect(FIELD_CATALOGUE[name], `${page}.${name}`).toBeDefined();
    }
  });
  it('every stack ends with result and only uses known pages, once each', () => {
    for (const code of APP_CODES) {
      const stack = PAGE_STACKS[code];
      expect(stack[stack.length - 1]).toBe('result');
      expect(new Set(stack).size).toBe(stack.length);
      for (const page of stack) expect(PAGE_IDS).toContain(page);
    }
    expect(APPROVAL_STACKS.AMFF).toEqual(['aff-finalize', 'aff-esign', 'funded']);
  });
  it('lender page sequences follow lenders §2', () => {
    const lenderPages = (code: keyof typeof PAGE_STACKS) =>
      PAGE_STACKS[code].slice(PAGE_STACKS[code].indexOf('app-select') + 1);
    expect(lenderPages('CFNA')).toEqual(['cfna-submission', 'result']);
    expect(lenderPages('CFSS')).toEqual(['dignifi-submission', 'result']);
    expect(lenderPages('GEMY')).toEqual(['gemy-submission', 'result']);
    expect(lenderPages('AMFF')).toEqual(['aff-missing', 'aff-submission', 'result']);
    expect(lenderPages('EZPY')).toEqual(['ezpy-missing', 'ezpy-payment', 'ezpy-submission', 'result']);
    expect(lenderPages('GNES')).toEqual(['gnes-submission', 'result']);
    expect(lenderPages('VERS')).toEqual(['vers-waterfall', 'result']);
    expect(lenderPages('MILE')).toEqual(['mile-review', 'mile-prequal', 'mile-submission', 'result']);
    expect(PAGE_STACKS.AMFF).toContain('additional-financial');
    expect(PAGE_STACKS.GOODYEAR).toEqual(['result']);
    expect(PAGE_STACKS.BREAD).toEqual(['result']);
  });
  it('a step schema builds for every page and every lender', () => {
    for (const code of APP_CODES) {
      for (const page of PAGE_IDS)
        expect(() => stepSchema(page, CREDIT_APP_REQUIREMENTS[code])).not.toThrow();
    }
  });
});
