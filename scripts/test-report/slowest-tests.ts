// So the next slow test is seen (decision 238): every suite ends with its ten slowest tests, so a test that starts
// waiting for time instead of a state shows up in the next run's output instead of in the suite's total.

export interface TimedTest {
  /** The suite it belongs to: a vitest project (domain, server, …) or e2e. */
  suite: string;
  /** The file and the test's full name, as the suite's own report prints them. */
  name: string;
  durationMs: number;
}

export const SLOWEST_SHOWN = 10;

/** The slowest tests of each suite, slowest first, as lines for the terminal. */
export function slowestTestsReport(tests: readonly TimedTest[]): string {
  const suites = [...new Set(tests.map((test) => test.suite))].sort();
  const sections = suites.map((suite) => {
    const slowest = tests
      .filter((test) => test.suite === suite)
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, SLOWEST_SHOWN);
    const lines = slowest.map(
      (test) => `  ${(test.durationMs / 1000).toFixed(1).padStart(7)} s  ${test.name}`,
    );
    return [`Slowest ${slowest.length} tests of ${suite}:`, ...lines].join('\n');
  });
  return sections.length > 0 ? `\n${sections.join('\n\n')}\n` : '';
}
