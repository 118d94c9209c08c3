// lint-as: apps/web/src/features/lenders/cfna/lint-fixture.ts
// Allowed: a lender folder uses what the lenders share and the app's lib. No problem expected.
import * as shared from '../shared/result-layout';
import * as routes from '../../../lib/routes';

export { shared, routes };
