// The server of the e2e's test composition (docs/decisions/312): the product's app with one more lender, the test
// card, registered by one line on each side: the domain's (the first import, so the domain's tables list it), the
// server's (the lender modules below). Run from source with the domain's source condition, so the
// server reads the very registry the test lender joined: `tsx --conditions=@ttapply/source <this file>`.
import '../../../../packages/domain/src/test/add-test-card-lender.fixture.js';
import { isAppCode, parseLenderList } from '@ttapply/domain';
import { eq } from 'drizzle-orm';
import { shops } from '../../src/db/schema.js';
import { LENDER_DEFINITIONS } from '../../src/lenders/index.js';
import { startServer } from '../../src/start-server.js';
import { testCardLender } from '../../../../packages/domain/src/test/test-card-lender.fixture.js';
import { testLenderModule } from './index.js';

/** The demo shop that offers the test lender first, then CFNA (lenders §1's first card), in this composition. */
export const TEST_LENDER_SHOP = 'demo-bigo';
const LENDERS = `${testCardLender.code},CFNA`;

// A domain loaded from elsewhere (its built dist/) has its own registry, which the test lender never joined:
// refuse to start rather than run journeys that cannot reach it.
if (!isAppCode(testCardLender.code) || parseLenderList(LENDERS).length !== 2) {
  throw new Error(
    'The domain this server loaded does not list the test lender: run it with --conditions=@ttapply/source.',
  );
}

await startServer({
  lenders: [...LENDER_DEFINITIONS, testLenderModule(testCardLender.code)],
  beforeListen: async (app) => {
    await app.db.update(shops).set({ lenders: LENDERS }).where(eq(shops.keyId, TEST_LENDER_SHOP));
    // Shop search answers from the directory read at start: read it again before the first search.
    await app.services.shops.refresh();
  },
});
