import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { pageSnapshotOf } from '../scripts/test-report/page-snapshot';
import { API_CALLS_ATTACHMENT } from './tests/support/api-calls-attachment';

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');

/** Failed walks whose pages are printed: the first ones say what went wrong, more would bury the summary. */
const PAGES = 2;

/**
 * Playwright reporter: after the run, what the page showed when each of the first failed walks failed (the
 * accessibility snapshot Playwright writes to the walk's `error-context.md`) and the API calls before it. CI keeps only the printed output,
 * not test-results/, and an assertion that timed out says what it waited for, not what was on screen instead.
 */
export default class FailedPagesReporter implements Reporter {
  private readonly pages: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'failed' && result.status !== 'timedOut') return;
    if (this.pages.length >= PAGES) return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    const snapshot = context?.path ? pageSnapshotOf(readFileSync(context.path, 'utf8')) : null;
    // The list reporter cuts a text attachment at 300 characters; the calls before the failure are the point.
    const calls = result.attachments.find((a) => a.name === API_CALLS_ATTACHMENT && a.body)?.body?.toString();
    if (!snapshot && !calls) return;
    const parts = [`  ${test.titlePath().slice(2).join(' › ')}`];
    if (snapshot) parts.push(snapshot);
    if (calls) parts.push(`    ${API_CALLS_ATTACHMENT}:\n${indent(calls)}`);
    this.pages.push(parts.join('\n'));
  }

  onEnd(): void {
    if (this.pages.length === 0) return;
    process.stdout.write(
      `\nWhat the page showed and the last API calls when the walk failed:\n${this.pages.join('\n\n')}\n`,
    );
  }

  printsToStdio(): boolean {
    return false; // the list reporter prints the run; this adds to its summary
  }
}
