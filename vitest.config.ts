import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every unit and integration suite in one run (decision 238): the files of
// all four projects share one pool of workers, so the machine is never idle waiting for the slowest suite to
// finish before the next starts. Each project keeps its own config (environment, timeouts, conditions).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/partner-sandbox', 'apps/web', 'scripts'],
    // Vitest's default on two cores is one worker. A server test spends much of its time waiting on its
    // embedded database, its sandbox's sockets and its job queue, so two cores carry more than one file at a
    // time: with two workers an eighth of the CPU was still idle, with three a twentieth (decisions 238 and
    // 248 measure it); TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TEST_WORKERS ?? availableParallelism() + 1),
    reporters: ['default', './scripts/test-report/vitest-slowest-tests.ts'],
  },
});
