import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test names and docs say why with the rule itself and where it comes from: a spec section
 * ("lenders §4 'Result determination'") or a decision record ("docs/decisions/041"). A pointer at a tracker
 * item (an issue number, a finding number) tells a later reader nothing once the tracker is gone, so none may
 * come back. Decision records (docs/decisions/) keep their history and are not scanned.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The trees and files scanned, relative to the repository root. */
const SCANNED = [
  'apps',
  'packages',
  'e2e',
  'scripts',
  'eslint.config.js',
  'README.md',
  'docs/architecture.md',
];
const EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.md', '.sh', '.css', '.html']);
/** Installed, built or generated, never written by hand (see .gitignore). */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  'results',
]);

/** "issue" or "finding" followed by a number, as a tracker pointer is written; case does not matter. */
const TRACKER_POINTER = /\b(?:issues?[ -]?#?\d+|findings? #?\d+)/i;

/** Every scanned file under `relative`, as a path relative to the root with forward slashes. */
function filesUnder(relative: string): string[] {
  const absolute = path.join(root, relative);
  let entries;
  try {
    entries = readdirSync(absolute, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [relative];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && !SKIPPED_FOLDERS.has(entry.name)) files.push(...filesUnder(child));
    } else if (entry.isFile() && EXTENSIONS.has(path.extname(entry.name))) {
      files.push(child);
    }
  }
  return files;
}

/** `file:line: text` for each line of `text` that points at a tracker item. */
function pointersIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (TRACKER_POINTER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('no comment points at a tracker item', () => {
  it('recognises the ways a pointer is written, and leaves ordinary words alone', () => {
    // Built from parts so that this file holds no pointer itself.
    const n = String(9);
    for (const pointer of [
      `(issue ${n})`,
      `Issue ${n} finding ${n}`,
      `issue-${n}`,
      `issues #${n}`,
      `finding ${n}`,
    ]) {
      expect(pointersIn('x.ts', `// ${pointer}`), pointer).toHaveLength(1);
    }
    for (const prose of [
      'working to resolve this issue. Please',
      'sessions.issue(claims)',
      'within 4 days of issue',
    ]) {
      expect(pointersIn('x.ts', prose), prose).toEqual([]);
    }
  });

  it('finds none in the scanned trees, outside the files being rewritten', () => {
    const files = SCANNED.flatMap(filesUnder);
    // The scan reaches every part of the repository it is meant to (a wrong root would pass on nothing).
    expect(files).toEqual(
      expect.arrayContaining([
        'apps/server/src/app.ts',
        'apps/web/src/main.tsx',
        'packages/domain/src/index.ts',
        'e2e/playwright.config.ts',
        'docs/architecture.md',
        'eslint.config.js',
      ]),
    );
    const found = files.flatMap((file) => pointersIn(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found, 'say the rule and its spec section or docs/decisions record instead').toEqual([]);
  });
});
