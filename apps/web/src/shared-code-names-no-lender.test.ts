// Shared web code never branches on a lender's code (GUIDE 9): what is one lender's lives in its folder
// (features/lenders/<code>/) and reaches shared code through its web lender module and the registry. This scan
// reads every product source file outside the lender folders and fails on a lender code in it — as a word
// ('CFNA'), a path or page id segment ('cfna-submission', lenders/cfna/) or part of a name (cfnaLender,
// CfnaResult) — except in the files listed below, each with the reason it may. The catalogues' parts
// (i18n/en/, i18n/es/) hold the lenders' texts, keyed by their codes (en/lender-texts.ts).
import { describe, expect, it } from 'vitest';
import { WEB_LENDERS } from './features/lenders/registry';
import { TEST_CARD_CODE } from './test/test-card-lender/test-card-lender';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const LENDER_FOLDER = /^\.\/features\/lenders\/(?!shared\/)([^/]+)\//;

/** The lenders' folders on disk, each named by its lender's code. */
const lenderFolders = [
  ...new Set(
    Object.keys(import.meta.glob('./features/lenders/*/*.{ts,tsx}')).flatMap((path) => {
      const match = LENDER_FOLDER.exec(path);
      return match ? [match[1]!] : [];
    }),
  ),
].sort();

/** Files that may name a lender, and why. */
const MAY_NAME_LENDERS: Readonly<Record<string, string>> = {
  './features/lenders/registry.ts': 'the one list of the lenders, one line each',
  './lib/client-config.ts': "the server's client configuration names the field (versPollIntervalMs)",
};

function lenderCodesNamedIn(text: string): string[] {
  return lenderFolders.filter((code) => {
    const upper = code.toUpperCase();
    const capital = code[0]!.toUpperCase() + code.slice(1);
    return new RegExp(`\\b${upper}\\b|[/'"\`-]${code}[/'"\`-]|\\b${code}[A-Z]|\\b${capital}[A-Z]`).test(text);
  });
}

describe('shared web code names no lender', () => {
  it('reads the lender folders, each registered under its code', () => {
    expect(lenderFolders.length).toBeGreaterThan(0);
    expect(lenderFolders).toEqual(WEB_LENDERS.map((lender) => lender.appCode.toLowerCase()).sort());
  });

  it('finds a lender named in a file outside its folder', () => {
    expect(lenderCodesNamedIn("if (code === 'MILE') return;")).toEqual(['mile']);
    expect(lenderCodesNamedIn("import('../lenders/cfna/cfna-review-page')")).toEqual(['cfna']);
    expect(lenderCodesNamedIn('const x = <GnesResult />; ezpyBillingDefaults(values);')).toEqual([
      'ezpy',
      'gnes',
    ]);
    expect(lenderCodesNamedIn('20 miles away; version 2; Versatile')).toEqual([]);
  });

  it('no shared file names a lender code, but the listed ones', () => {
    const naming = Object.entries(sources)
      .filter(
        ([path]) =>
          !LENDER_FOLDER.test(path) && !path.startsWith('./i18n/en/') && !path.startsWith('./i18n/es/'),
      )
      .flatMap(([path, text]) => {
        const codes = lenderCodesNamedIn(text);
        return codes.length > 0 ? [`${path}: ${codes.join(', ')}`] : [];
      });
    expect(naming.filter((line) => !(line.split(':')[0]! in MAY_NAME_LENDERS))).toEqual([]);
    // An exception that no longer names a lender is dropped from the list, so the list only shrinks.
    const stale = Object.keys(MAY_NAME_LENDERS).filter(
      (path) => !naming.some((line) => line.startsWith(`${path}:`)),
    );
    expect(stale).toEqual([]);
  });

  it('names the test lender nowhere in product source, not even the registry, an exception or a catalogue', () => {
    const code = TEST_CARD_CODE.toLowerCase();
    expect(Object.keys(sources)).toContain('./features/lenders/registry.ts');
    const naming = Object.entries(sources).filter(([, text]) => text.toLowerCase().includes(code));
    expect(naming.map(([path]) => path)).toEqual([]);
  });
});
