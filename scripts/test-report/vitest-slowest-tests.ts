import type { Reporter, TestModule } from 'vitest/node';
import { slowestTestsReport, type TimedTest } from './slowest-tests.js';

/** Vitest reporter: after the run, the ten slowest tests of each project (domain, server, sandbox, web). */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests: TimedTest[] = [];
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const duration = testCase.diagnostic()?.duration;
        if (duration === undefined) continue; // skipped or never run
        tests.push({
          suite: testModule.project.name || 'tests',
          name: `${testModule.relativeModuleId} › ${testCase.fullName}`,
          durationMs: duration,
        });
      }
    }
    process.stdout.write(slowestTestsReport(tests));
  }
}
