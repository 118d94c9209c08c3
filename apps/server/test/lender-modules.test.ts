import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  LENDER_DEFINITIONS,
  lenderKeywordAnswer,
  lenderSubmissionHooks,
  type LenderContext,
  type LenderDefinition,
  type SubmissionCheckContext,
} from '../src/lenders/index.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * Every lender's hooks made with placeholders: making them only makes objects (constructors keep what they are
 * given), so the hooks can be looked at without a database.
 */
function hooksOf(definitions: readonly LenderDefinition[] = LENDER_DEFINITIONS) {
  return lenderSubmissionHooks({} as unknown as SubmissionCheckContext, definitions);
}

// Decision 125: each lender is one module; its routes sit in lenders/<code>/routes/<URL prefix>/.
describe('lender modules', () => {
  it('registers each lender route under the URL prefix its folder names', () => {
    const checked: string[] = [];
    for (const definition of LENDER_DEFINITIONS) {
      const built = definition.build?.({} as unknown as LenderContext);
      for (const { prefix } of built?.routes ?? []) {
        const folder = path.join(src, 'lenders', definition.appCode.toLowerCase(), 'routes', prefix);
        expect(existsSync(folder), `${definition.appCode} ${prefix}: ${folder}`).toBe(true);
        checked.push(`${definition.appCode} ${prefix}`);
      }
    }
    // The lenders that have routes of their own today; a module that loses its routes fails here.
    expect(checked).toEqual(
      expect.arrayContaining([
        'GEMY /api/v1/gemy',
        'GNES /api/v1/apps/app',
        'AMFF /api/v1/apps/amff',
        'AMFF /api/v1/apps/app',
        'AMFF /api/v1/shops',
        'AMFF /aff',
        'EZPY /api/v1/apps/ezpy',
        'MILE /api/v1/mile',
        'VERS /api/v1/vers',
        'VERS /api/v1/apps/app',
      ]),
    );
  });

  // Decision 297: the checks exist before the application service is made, so none can be skipped for want
  // of a module built later (the former runtime guard).
  it("asks a lender's own check only of that lender", async () => {
    const seen: string[] = [];
    const definitions: LenderDefinition[] = [
      {
        appCode: 'AAAA',
        prequalifies: false,
        mapAppData: () => ({}),
        submissionCheck:
          () =>
          async ({ kind }) => {
            seen.push(`AAAA ${kind}`);
          },
      },
      { appCode: 'BBBB', prequalifies: false, decidesInOwnForm: true, mapAppData: () => ({}) },
    ];
    const hooks = hooksOf(definitions);
    const submission = { consumerId: 'c', kind: 'application' as const, appData: {} };
    await hooks.checkSubmission('AAAA', submission);
    await hooks.checkSubmission('BBBB', submission);
    expect(seen).toEqual(['AAAA application']);
    expect(hooks.decidesInOwnForm('BBBB')).toBe(true);
    expect(hooks.decidesInOwnForm('AAAA')).toBe(false);
  });

  // Spec §7 "Shop search": a keyword's record says whether the company offers the MILE card.
  it("answers a company keyword's lender fields from each lender's module", () => {
    const keywordAnswer = lenderKeywordAnswer();
    expect(keywordAnswer('CFNA,MILE,GNES')).toEqual({ noMILEFlag: '0' });
    expect(keywordAnswer('CFNA,GNES')).toEqual({ noMILEFlag: '1' });
    const own = (appCode: string, field: string): LenderDefinition => ({
      appCode,
      prequalifies: false,
      mapAppData: () => ({}),
      keywordAnswer: (list) => ({ [field]: list.includes(appCode) ? 'yes' : 'no' }),
    });
    expect(lenderKeywordAnswer([own('AAAA', 'hasA'), own('BBBB', 'hasB')])('AAAA')).toEqual({
      hasA: 'yes',
      hasB: 'no',
    });
  });

  it('knows GEMY as the lender that decides in its own form (decision 060)', () => {
    const hooks = hooksOf();
    expect(LENDER_DEFINITIONS.filter((d) => hooks.decidesInOwnForm(d.appCode)).map((d) => d.appCode)).toEqual(
      ['GEMY'],
    );
  });

  it('keeps each lender folder out of the others and out of the application service', () => {
    const lenders = path.join(src, 'lenders');
    const folders = readdirSync(lenders, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.length).toBeGreaterThanOrEqual(8);
    const crossings: string[] = [];
    for (const folder of folders) {
      const own = path.join(lenders, folder.name);
      const files = readdirSync(own, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
      for (const file of files) {
        const text = readFileSync(path.join(own, file), 'utf8');
        for (const [, specifier] of text.matchAll(/from '(\.[^']+)'/g)) {
          const target = path.resolve(path.dirname(path.join(own, file)), specifier!);
          const inLenders = path.relative(lenders, target);
          const intoOtherLender =
            !inLenders.startsWith('..') && inLenders.includes(path.sep) && !target.startsWith(own + path.sep);
          if (intoOtherLender || target === path.join(src, 'services/application-service.js')) {
            crossings.push(`${folder.name}/${file} → ${specifier}`);
          }
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('keeps lender names out of the application service', () => {
    const service = readFileSync(path.join(src, 'services/application-service.ts'), 'utf8');
    const codes = LENDER_DEFINITIONS.map((d) => d.appCode);
    // String literals only: comments may cite a lender's rule, code may not branch on one.
    const literals = service.match(/'[A-Z]{4}'/g) ?? [];
    expect(literals.filter((literal) => codes.includes(literal.slice(1, -1)))).toEqual([]);
    expect(service).not.toMatch(/from '\.\.\/lenders\//);
  });
});
