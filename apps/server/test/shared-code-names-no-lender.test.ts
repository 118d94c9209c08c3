import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LENDER_CODES } from '@ttapply/partner-sandbox';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { testCardLender } from '../../../packages/domain/src/test/test-card-lender.fixture.js';
import { LENDER_DEFINITIONS } from '../src/lenders/index.js';

const apps = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Shared code reads the lender definitions and never names a lender (GUIDE 9): these files may, each for the
 * reason given, and only the codes listed. Anything else that names a lender belongs in its folder.
 */
const ALLOWED: Readonly<Record<string, { codes: readonly string[]; why: string }>> = {
  'server/src/lenders/index.ts': { codes: ['*'], why: 'the registry: one line per lender' },
  'partner-sandbox/src/lenders/registry.ts': { codes: ['*'], why: 'the registry: one line per lender' },
  'server/src/db/seed.ts': { codes: ['*'], why: "the demo shops' lender lists are data, kept in one place" },
  'server/src/i18n/en/error-messages.ts': {
    codes: ['*'],
    why: "the message catalogue: a lender's own texts are keyed under its code (amff.*, gemy.*, …)",
  },
  'server/src/i18n/es/error-messages.ts': {
    codes: ['*'],
    why: "the message catalogue: a lender's own texts are keyed under its code (amff.*, gemy.*, …)",
  },
};

const codes = [...new Set([...LENDER_DEFINITIONS.map((d) => d.appCode), ...LENDER_CODES])];

/** A source file's code without its comments (a scan below holds the comments to the same rule). */
function codeOf(text: string): string {
  const source = ts.createSourceFile('shared.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return ts.createPrinter({ removeComments: true }).printFile(source);
}

/**
 * The lender codes a piece of code names: as a word or string ('AMFF', "CFNA,GNES", /lenders/AMFF/,
 * VERS_POLL…), inside a name (noMILEFlag), or in lower case as a path or name prefix ('/gnes/', versWaterfall).
 * Not within other words: APP_VERSION, RADIUS_MILES, versions, miles.
 */
export function lenderCodesNamed(code: string, among: readonly string[] = codes): string[] {
  return among.filter((upper) => {
    const lower = upper.toLowerCase();
    return new RegExp(
      `(?<![A-Za-z0-9])${upper}(?![A-Za-z0-9])|[a-z]${upper}[A-Z][a-z]|(?<![A-Za-z0-9])${lower}(?=[A-Z_/'"\`.-])`,
    ).test(code);
  });
}

/** Every .ts file of a side's source outside its lender folders. */
function sharedFiles(side: string): string[] {
  const src = path.join(apps, side, 'src');
  const lenderFolders = new Set(
    codes.map((code) => path.join(src, 'lenders', code.toLowerCase()) + path.sep),
  );
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(src, file))
    .filter((file) => ![...lenderFolders].some((folder) => file.startsWith(folder)));
}

/** Every .ts file of a side's product source, its lenders' folders and registries included. */
function productFiles(side: string): string[] {
  const src = path.join(apps, side, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(src, file));
}

describe('shared code names no lender', () => {
  it('finds a code as code names it, and not inside other words', () => {
    expect(lenderCodesNamed("if (appCode === 'VERS') {}", ['VERS'])).toEqual(['VERS']);
    expect(lenderCodesNamed('noMILEFlag: x', ['MILE'])).toEqual(['MILE']);
    expect(lenderCodesNamed("app.get('/terms/gnes/disclosures.txt')", ['GNES'])).toEqual(['GNES']);
    expect(lenderCodesNamed('versWaterfallSessions', ['VERS'])).toEqual(['VERS']);
    expect(lenderCodesNamed('APP_VERSION; RADIUS_MILES; versions; 3 miles', ['VERS', 'MILE'])).toEqual([]);
    expect(codeOf("// AMFF's rule\nconst a = 1; /* GNES */")).not.toMatch(/AMFF|GNES/);
  });

  it('in the server and the partner sandbox, outside the lender folders and the exceptions', () => {
    const found: string[] = [];
    for (const side of ['server', 'partner-sandbox']) {
      for (const file of sharedFiles(side)) {
        const relative = path.relative(apps, file).split(path.sep).join('/');
        const allowed = ALLOWED[relative]?.codes ?? [];
        if (allowed.includes('*')) continue;
        const named = lenderCodesNamed(codeOf(readFileSync(file, 'utf8'))).filter(
          (c) => !allowed.includes(c),
        );
        if (named.length > 0) found.push(`${relative}: ${named.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  // Comments say a rule in general terms or point to the definition's field, and a lender's folder names no
  // other lender (a card's issuer is read through the definition or handed over by the registry, never spelled).
  it("in comments too, and in a lender's folder no other lender", () => {
    const found: string[] = [];
    for (const side of ['server', 'partner-sandbox']) {
      const src = path.join(apps, side, 'src');
      const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
        (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
      );
      for (const file of files) {
        const relative = path.relative(apps, path.join(src, file)).split(path.sep).join('/');
        const allowed = ALLOWED[relative]?.codes ?? [];
        if (allowed.includes('*')) continue;
        const own = /^lenders\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1]?.toUpperCase();
        const named = lenderCodesNamed(readFileSync(path.join(src, file), 'utf8')).filter(
          (c) => c !== own && !allowed.includes(c),
        );
        if (named.length > 0) found.push(`${relative}: ${named.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps every exception needed: an exception no file needs any more is removed', () => {
    const unneeded = Object.entries(ALLOWED).filter(([relative, { codes: allowed }]) => {
      const named = lenderCodesNamed(codeOf(readFileSync(path.join(apps, relative), 'utf8')));
      return allowed.includes('*') ? named.length === 0 : allowed.some((code) => !named.includes(code));
    });
    expect(unneeded.map(([relative]) => relative)).toEqual([]);
  });

  it('names the test lender nowhere in product source, not even a registry or an exception', () => {
    const files = ['server', 'partner-sandbox'].flatMap(productFiles);
    expect(files).toContain(path.join(apps, 'server/src/lenders/index.ts'));
    const naming = files.filter(
      (file) => lenderCodesNamed(readFileSync(file, 'utf8'), [testCardLender.code]).length > 0,
    );
    expect(naming.map((file) => path.relative(apps, file))).toEqual([]);
  });
});
