import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_LENGTH,
  droppedByFilter,
  filterInput,
  formatPhone,
  INPUT_FILTER_KINDS,
  type InputFilterKind,
} from './input-filters.js';

const ALLOWED: Record<InputFilterKind, RegExp> = {
  number: /^[0-9]*$/,
  phone: /^[0-9()-]*$/,
  alpha: /^[\p{Script=Latin}\p{M} '\u2019.-]*$/u,
  text: /^[\p{Script=Latin}\p{M}0-9 '\u2019.,&#/-]*$/u,
  zip: /^[0-9Z-]*$/,
  'id-number': /^[A-Za-z0-9 *]*$/,
  none: /^[\s\S]*$/,
};

const kind = fc.constantFrom(...INPUT_FILTER_KINDS);
const text = fc.string({ unit: fc.constantFrom(...'aZz09 -()*#@.é\t5'.split('')), maxLength: 140 });
const countOf = (k: InputFilterKind, s: string) =>
  k === 'phone' ? s.replace(/[^0-9]/g, '').length : Array.from(s).length;

describe('filterInput (spec §5 "Input filtering")', () => {
  it('keeps exactly the characters of each kind', () => {
    expect(filterInput('number', 'a1b2-3')).toBe('123');
    expect(filterInput('phone', '(555) 123-4567 x')).toBe('(555)123-4567');
    // Names as written (decision 180): letters with their accents, ' - . and spaces; no digits.
    expect(filterInput('alpha', "O'Neil 3rd")).toBe("O'Neil rd");
    expect(filterInput('alpha', 'José Núñez-Díaz Jr.')).toBe('José Núñez-Díaz Jr.');
    expect(filterInput('text', 'Acme & Sons, 2')).toBe('Acme & Sons, 2');
    expect(filterInput('text', 'Acme | Sons @ 2')).toBe('Acme  Sons  2');
    expect(filterInput('zip', '98052-1234 z Z')).toBe('98052-1234Z');
    expect(filterInput('id-number', 'D123-456 **#')).toBe('D123456 **');
  });

  it('names every character it left out, once each, so the field can say so', () => {
    expect(droppedByFilter('alpha', 'Ann3 Lee3!')).toEqual(['3', '!']);
    expect(droppedByFilter('alpha', 'José')).toEqual([]);
    expect(droppedByFilter('none', '@@')).toEqual([]);
  });

  it('applies the spec max lengths', () => {
    expect(filterInput('number', '1234567890123', 9)).toBe('123456789');
    expect(filterInput('phone', '(555) 123-4567890', 10)).toBe('(555)123-4567');
    expect(filterInput('none', 'x'.repeat(150))).toHaveLength(DEFAULT_MAX_LENGTH);
    expect(DEFAULT_MAX_LENGTH).toBe(100);
  });

  it('output only contains allowed characters', () => {
    fc.assert(fc.property(kind, text, (k, raw) => ALLOWED[k].test(filterInput(k, raw))));
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(kind, text, fc.integer({ min: 1, max: 120 }), (k, raw, max) => {
        const once = filterInput(k, raw, max);
        return filterInput(k, once, max) === once;
      }),
    );
  });

  it('respects the max length (digits for phones)', () => {
    fc.assert(
      fc.property(
        kind,
        text,
        fc.integer({ min: 1, max: 120 }),
        (k, raw, max) => countOf(k, filterInput(k, raw, max)) <= max,
      ),
    );
  });

  it('paste gives the same result as typing one character at a time', () => {
    fc.assert(
      fc.property(kind, text, fc.integer({ min: 1, max: 30 }), (k, raw, max) => {
        let typed = '';
        for (const ch of Array.from(raw)) typed = filterInput(k, typed + ch, max);
        return typed === filterInput(k, raw, max);
      }),
    );
  });
});

describe('formatPhone', () => {
  it("formats ten digits as '(xxx) xxx-xxxx'", () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('(555)123-4567')).toBe('(555) 123-4567');
  });
  it('formats progressively while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('55')).toBe('(55');
    expect(formatPhone('5551')).toBe('(555) 1');
    expect(formatPhone('5551234')).toBe('(555) 123-4');
  });
  it('never shows more than ten digits and survives the phone filter', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'.split('')) }), (d) => {
        const formatted = formatPhone(d);
        return (
          formatted.replace(/[^0-9]/g, '') === d.slice(0, 10) &&
          formatPhone(filterInput('phone', formatted, 10)) === formatted
        );
      }),
    );
  });
});
