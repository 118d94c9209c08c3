import { describe, expect, it } from 'vitest';
import { pageSnapshotOf, SNAPSHOT_LINES } from './page-snapshot.js';

/** An error context as Playwright writes it for a failed matcher: the message, then the page's YAML. */
function errorContext(yaml: string): string {
  return [
    '# Test info',
    '',
    '# Error details',
    '',
    '```',
    'Error: expect(locator).toBeVisible() failed',
    '```',
    '',
    '```yaml',
    yaml,
    '```',
    '',
  ].join('\n');
}

describe('pageSnapshotOf', () => {
  it("starts at the page's main region, indented", () => {
    const yaml = [
      '- banner:',
      '  - link "Text To Apply"',
      '- main:',
      '  - heading "Account Information" [level=1]',
    ].join('\n');
    expect(pageSnapshotOf(errorContext(yaml))).toBe(
      ['    - main:', '      - heading "Account Information" [level=1]'].join('\n'),
    );
  });

  it('keeps the whole snapshot of a page without a main region, and cuts a long one', () => {
    const yaml = Array.from({ length: SNAPSHOT_LINES + 5 }, (_, i) => `- listitem: row ${i}`).join('\n');
    const lines = pageSnapshotOf(errorContext(yaml)).split('\n');
    expect(lines[0]).toBe('    - listitem: row 0');
    expect(lines).toHaveLength(SNAPSHOT_LINES + 1);
    expect(lines.at(-1)).toBe('    … 5 more lines');
  });

  it('is empty when the context has no snapshot', () => {
    expect(pageSnapshotOf('# Test info\n\n- Name: a walk\n')).toBe('');
  });
});
