// lint-as: apps/partner-sandbox/src/lenders/cfna/lint-fixture.ts
// One sandbox lender folder importing another: import-x/no-restricted-paths.
import * as amff from '../amff/index.js';

export { amff };
