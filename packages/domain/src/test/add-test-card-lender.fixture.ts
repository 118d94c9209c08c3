// The first import of the e2e's test composition (docs/decisions/312), on the server (its start script) and in the
// web build (its Vite config puts it before the registry): the test card lender joins the domain's registry
// before anything builds the domain's tables. It imports the domain's leaves only, never the registry.
import { addLender } from '../lenders/added-lenders.js';
import { testCardLender } from './test-card-lender.fixture.js';

addLender(testCardLender);
