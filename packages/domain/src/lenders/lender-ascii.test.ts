import { describe, expect, it } from 'vitest';
import { filterInput } from '../fields/input-filters.js';
import { validateFieldValue } from '../validation/validate-field.js';
import { hasAsciiForm, toLenderAscii } from './lender-ascii.js';

// Decision 180: names as people write them, ASCII for the lenders by one table.
describe('toLenderAscii', () => {
  it.each([
    ['José Núñez', 'Jose Nunez'],
    ["O'Brien", "O'Brien"],
    ['O\u2019Brien', "O'Brien"],
    ['Reyes-Delacroix', 'Reyes-Delacroix'],
    ['St. John', 'St. John'],
    ['Zoë Ångström', 'Zoe Angstrom'],
    ['Straße', 'Strasse'],
    ['Æsa Øberg', 'AEsa Oberg'],
    ['Łukasz Wałęsa', 'Lukasz Walesa'],
    ['François Çelik', 'Francois Celik'],
    ['Smith\u2013Jones', 'Smith-Jones'],
    ['Jos\u0065\u0301', 'Jose'],
  ])('%s → %s', (typed, sent) => {
    expect(toLenderAscii(typed)).toBe(sent);
    expect(hasAsciiForm(typed)).toBe(true);
  });

  it('marks a letter with no ASCII form instead of dropping it', () => {
    expect(toLenderAscii('Иван')).toBe('????');
    expect(hasAsciiForm('Иван')).toBe(false);
  });
});

describe('names keep what people type', () => {
  it.each(['José Núñez', "O'Brien Núñez", 'Reyes-Delacroix', 'St. John', 'O\u2019Brien'])(
    'the name filter keeps %s as typed and the name rule accepts it',
    (name) => {
      expect(filterInput('alpha', name)).toBe(name);
      expect(validateFieldValue('FIRST_NAME', name.slice(0, 32), 'REQUIRED')).toBeUndefined();
    },
  );

  it('an employer keeps its punctuation', () => {
    expect(filterInput('text', 'Smith & Sons, Inc.')).toBe('Smith & Sons, Inc.');
    expect(filterInput('text', 'AT&T #12 / Núñez-Díaz')).toBe('AT&T #12 / Núñez-Díaz');
  });
});
