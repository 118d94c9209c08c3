// The sandbox's side of the lender that exists only in the tests (the domain's test card, TSTC): one folder,
// added to a sandbox by one line of its composition (buildSandbox's `addedLenders`; e2e/test-lender/). A store
// card answered as the product's store cards are, with a prequal, since its definition says it prequalifies.
import { storeCardCosts } from '../../src/lenders/offer-terms.js';
import {
  PREQUAL_ON_APPROVE_OR_REFER,
  plainPrequal,
  type SandboxLender,
} from '../../src/lenders/sandbox-lender.js';
import { storeCardLender, type StoreCardOutcome } from '../../src/lenders/store-card.js';

/** Its training SSNs, as its domain definition lists them (packages/domain/src/test/test-card-lender.fixture.ts). */
export const TEST_CARD_APPLICATION_SSNS: Readonly<Record<string, StoreCardOutcome>> = {
  '919191919': 'approve',
  '929292929': 'decline',
};

const card = storeCardLender({
  code: 'TSTC',
  name: 'Test Card',
  applicationSsns: TEST_CARD_APPLICATION_SSNS,
  sampleLimit: 1200,
  maxLimit: 3000,
  cardDigit: '7',
  costs: storeCardCosts('Test Card'),
  referralPhone: '18005550199',
  messages: {
    approve: 'Congratulations! Your Test Card application has been approved.',
    refer: 'We need a few more details before a decision. Please call 1-800-555-0199.',
    decline: 'Sorry, we were unable to approve your Test Card application.',
  },
});

const PREQUAL_SSNS = {
  '919191919': 'prequalified',
  '929292929': 'not-qualified',
} as const;

export const testCardSandboxLender: SandboxLender = {
  ...card,
  prequalSsns: PREQUAL_SSNS,
  prequal: (context) =>
    plainPrequal(context, {
      table: PREQUAL_SSNS,
      maxLimit: 3000,
      sampleLimit: 1200,
      fromRule: PREQUAL_ON_APPROVE_OR_REFER,
    }),
};
