// Put before the web registry by the e2e's test composition (its Vite config, docs/decisions/312): the test card
// lender joins the web registry as it is built.
import { addWebLender } from '../../features/lenders/shared/added-web-lenders';
import { testCardLender } from './test-card-lender';

addWebLender(testCardLender);
