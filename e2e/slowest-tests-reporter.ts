import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestTestsReport, type TimedTest } from '../scripts/test-report/slowest-tests';

/** Playwright reporter: after the run, the ten slowest walks (scripts/test-report/slowest-tests.ts). */
export default class SlowestTestsReporter implements Reporter {
  private readonly tests: TimedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    const [, , file, ...titles] = test.titlePath();
    this.tests.push({ suite: 'e2e', name: `${file} › ${titles.join(' › ')}`, durationMs: result.duration });
  }

  onEnd(): void {
    process.stdout.write(slowestTestsReport(this.tests));
  }

  printsToStdio(): boolean {
    return false; // the list reporter prints the run; this adds its summary after it
  }
}
