import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { pageSnapshotOf } from '../scripts/test-report/page-snapshot';

/** Failed walks whose pages are printed: the first ones say what went wrong, more would bury the summary. */
const PAGES = 2;

/**
 * Playwright reporter: after the run, what the page showed when each of the first failed walks failed (the
 * accessibility snapshot Playwright writes to the walk's `error-context.md`). CI keeps only the printed output,
 * not test-results/, and an assertion that timed out says what it waited for, not what was on screen instead.
 */
export default class FailedPagesReporter implements Reporter {
  private readonly pages: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'failed' && result.status !== 'timedOut') return;
    if (this.pages.length >= PAGES) return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    const snapshot = pageSnapshotOf(readFileSync(context.path, 'utf8'));
    if (snapshot) this.pages.push(`  ${test.titlePath().slice(2).join(' › ')}\n${snapshot}`);
  }

  onEnd(): void {
    if (this.pages.length === 0) return;
    process.stdout.write(`\nWhat the page showed when the walk failed:\n${this.pages.join('\n\n')}\n`);
  }

  printsToStdio(): boolean {
    return false; // the list reporter prints the run; this adds to its summary
  }
}
