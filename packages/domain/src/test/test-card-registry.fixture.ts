import { LENDER_REGISTRY, type LenderRegistry } from '../lenders/lender-registry.js';
import { testCardLender } from './test-card-lender.fixture.js';

/** The product's lenders and the test lender, registered as one more line. */
export const REGISTRY_WITH_TEST_CARD: LenderRegistry = [...LENDER_REGISTRY, testCardLender];
