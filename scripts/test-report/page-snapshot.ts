// What a failed e2e walk's page showed, for e2e/failed-pages-reporter.ts.

/** Lines of one page's snapshot printed; the rest is in the walk's attachment. */
export const SNAPSHOT_LINES = 40;

/**
 * The page's accessibility snapshot in an error context, from its main region when it has one (the header's
 * links say nothing of the failure), its first lines indented; '' when it has none. Playwright writes it as a
 * YAML block: after the failed matcher's message, or under "# Page snapshot".
 */
export function pageSnapshotOf(errorContext: string): string {
  const block = /```yaml\n([\s\S]*?)\n```/.exec(errorContext);
  if (!block) return '';
  const all = block[1]!.split('\n').filter((line) => line.trim() !== '');
  const main = all.findIndex((line) => line.trimStart().startsWith('- main'));
  const lines = main < 0 ? all : all.slice(main);
  const shown = lines.slice(0, SNAPSHOT_LINES).map((line) => `    ${line}`);
  if (lines.length > SNAPSHOT_LINES) shown.push(`    … ${lines.length - SNAPSHOT_LINES} more lines`);
  return shown.join('\n');
}
