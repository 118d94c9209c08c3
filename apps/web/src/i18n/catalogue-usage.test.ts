// Decision 230: what the code uses and what the catalogues hold stay the same set. The type system already
// refuses a key the catalogue lacks (MessageKey); this test refuses the reverse, a message no code reads any
// more, which would otherwise be translated and kept for nothing. A key counts as used when a source file
// names it in a string literal, or builds it in a template literal whose fixed parts it matches
// (`lender.${code}.legal`); a part put in that holds dots must itself be named in a literal (`${prefix}.terms`
// with 'lenders.review.GDYR' passed as the prefix).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';

const SOURCE_ROOT = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(join('src', 'i18n')) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('catalogue keys the code uses', () => {
  it('every message of the catalogue is read somewhere in the app', () => {
    const literals = new Set<string>();
    const patterns: RegExp[] = [];
    for (const file of sourceFiles(SOURCE_ROOT)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/['"]([\w.-]+\.[\w.-]+)['"]/g)) literals.add(match[1]!);
      for (const match of text.matchAll(/`([^`]*\$\{[^`]*)`/g)) {
        const parts = match[1]!.split(/\$\{[^}]*\}/);
        if (parts.some((part) => part.includes('.')))
          patterns.push(new RegExp(`^${parts.map(escape).join('([\\w.-]+)')}$`));
      }
    }
    const built = (key: string) =>
      patterns.some((pattern) => {
        const match = pattern.exec(key);
        return match !== null && match.slice(1).every((put) => !put.includes('.') || literals.has(put));
      });
    const unused = Object.keys(en).filter((key) => !literals.has(key) && !built(key));
    expect(unused).toEqual([]);
  });
});
