import { describe, expect, it } from 'vitest';
import { testCardLender } from './test-card-lender.fixture.js';
import { REGISTRY_WITH_TEST_CARD } from './test-card-registry.fixture.js';

// Every product source file of the package as text, keyed '../journey/navigation.ts'.
const SOURCES = import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts', '!../**/*.fixture.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// The product's lenders and the test lender, which no product file may need to name either.
const CODES = REGISTRY_WITH_TEST_CARD.map((lender) => lender.code);

/** A lender's code as a word (CFNA) or, in lower case, as part of a name or path (cfna-submission, /cfna/). */
function namedCodes(source: string): string[] {
  return CODES.filter((code) => {
    const lower = code.toLowerCase();
    return new RegExp(`\\b${code}\\b|(?<![A-Za-z])${lower}(?![a-z])`).test(source);
  });
}

/**
 * The registry, the one file that lists the lenders. A rule only one lender has is exported by its folder's
 * index.ts on its own subpath ('@ttapply/domain/lenders/<code>'), so no barrel names a lender.
 */
const LENDER_LISTS = ['../lenders/lender-registry.ts'];

/** A lender's own folder (lenders/<code>/), or a file that lists lenders to register or export them. */
function isLenderHome(file: string): boolean {
  return /^\.\.\/lenders\/[a-z]+\//.test(file) || LENDER_LISTS.includes(file);
}

describe('shared domain code names no lender code', () => {
  it('finds the codes it looks for in a lender-specific line', () => {
    expect(namedCodes("to: 'mile-review', appCode === 'GEMY', from './ezpy/ezpy-rules.js'")).toEqual([
      'GEMY',
      'EZPY',
      'MILE',
    ]);
    expect(namedCodes('about 20 miles, versions, conversions, an AFFIRMED flag')).toEqual([]);
  });

  it('outside the lenders\u2019 folders, the registry and the barrels, no file names a lender code', () => {
    expect(Object.keys(SOURCES)).toContain('../journey/navigation.ts');
    const offenders = Object.entries(SOURCES)
      .filter(([file]) => !isLenderHome(file))
      .map(([file, source]) => [file, namedCodes(source)] as const)
      .filter(([, codes]) => codes.length > 0);
    expect(offenders).toEqual([]);
  });

  it('names the test lender nowhere in product source, not even the registry or the barrels', () => {
    const code = testCardLender.code.toLowerCase();
    const naming = Object.entries(SOURCES).filter(([, source]) => source.toLowerCase().includes(code));
    expect(naming.map(([file]) => file)).toEqual([]);
  });

  it('lists only files that do name a lender', () => {
    const stale = LENDER_LISTS.filter((file) => namedCodes(SOURCES[file] ?? '').length === 0);
    expect(stale).toEqual([]);
  });
});
