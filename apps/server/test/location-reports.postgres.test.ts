import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { expectNovemberFigures } from './location-reports-figures.js';

/**
 * The reports' SQL on real PostgreSQL (decision 204): the same hand-counted month as on PGlite, so both
 * databases answer the same figures. Needs TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("a location's reports on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ postgres: url! });
  }, 120_000);
  afterAll(async () => t?.close());

  it("November's figures are exactly the hand-counted ones", async () => {
    await expectNovemberFigures(t.app);
  });
});
