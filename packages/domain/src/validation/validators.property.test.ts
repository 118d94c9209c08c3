import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_CATALOGUE } from '../fields/field-catalogue.js';
import { FIELD_NAMES } from '../fields/field-names.js';
import { filterInput } from '../fields/input-filters.js';
import { abaRoutingValid, luhnValid } from './checksums.js';
import { MESSAGES } from './messages.js';
import { validateFieldValue } from './validate-field.js';

const TODAY = new Date(2026, 0, 15);
const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = (min: number, max: number) => fc.string({ unit: digit, minLength: min, maxLength: max });

const luhnCheckDigit = (body: string) => {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(body + d)) return String(d);
  throw new Error('unreachable');
};

// Every text a validator can give: the fixed ones, plus the parameterised ones by their shape.
const FIXED = new Set<string>(Object.values(MESSAGES).filter((m) => typeof m === 'string'));
const isKnownMessage = (m: string) =>
  FIXED.has(m) || /^Must be at least \d+ characters long$/.test(m) || /^Must match .+$/.test(m);

describe('validators (property)', () => {
  const name = fc.constantFrom(...FIELD_NAMES);
  const anyText = fc.string({ maxLength: 40 });

  it('a not-requested field never errors', () => {
    fc.assert(
      fc.property(
        name,
        anyText,
        (n, v) => validateFieldValue(n, v, 'NOT_REQUESTED', {}, TODAY) === undefined,
      ),
    );
  });

  it("a required blank field always says 'Value cannot be empty' (the access code its own text)", () => {
    fc.assert(
      fc.property(name, fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 5 }), (n, blank) => {
        const expected = n === 'ACCESS_CODE' ? MESSAGES.accessCodeEmpty : MESSAGES.required;
        return validateFieldValue(n, blank, 'REQUIRED', {}, TODAY) === expected;
      }),
    );
  });

  it('every error is one of the catalogued texts', () => {
    fc.assert(
      fc.property(name, anyText, (n, v) => {
        const error = validateFieldValue(n, v, 'REQUIRED', {}, TODAY, { appCode: 'AMFF' });
        return error === undefined || isKnownMessage(error);
      }),
    );
  });

  it('any ten digits typed into a phone field are valid', () => {
    fc.assert(
      fc.property(digits(10, 10), fc.string({ maxLength: 6 }), (d, noise) => {
        const typed = filterInput(
          'phone',
          noise.replace(/\d/g, '') + d,
          FIELD_CATALOGUE.MOBILE_PHONE.maxLength,
        );
        return validateFieldValue('MOBILE_PHONE', typed, 'REQUIRED') === undefined;
      }),
    );
  });

  it('Luhn accepts a number with its check digit and rejects any single-digit change', () => {
    fc.assert(
      fc.property(digits(12, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const valid = body + luhnCheckDigit(body);
        const i = at % valid.length;
        const changed = valid.slice(0, i) + String((Number(valid[i]) + delta) % 10) + valid.slice(i + 1);
        return luhnValid(valid) && !luhnValid(changed);
      }),
    );
  });

  it('ABA routing checksum accepts exactly one ninth digit per eight-digit prefix', () => {
    fc.assert(
      fc.property(digits(8, 8), (prefix) => {
        const valid = '0123456789'.split('').filter((d) => abaRoutingValid(prefix + d));
        return valid.length === 1;
      }),
    );
    expect(abaRoutingValid('021000021')).toBe(true);
    expect(abaRoutingValid('12345678')).toBe(false);
  });

  it('SSN: exactly nine digits are valid, anything shorter is not', () => {
    fc.assert(fc.property(digits(9, 9), (ssn) => validateFieldValue('SSN', ssn, 'REQUIRED') === undefined));
    fc.assert(
      fc.property(digits(1, 8), (ssn) => validateFieldValue('SSN', ssn, 'REQUIRED') === MESSAGES.invalidSsn),
    );
  });
});
