// lint-as: apps/server/src/lenders/cfna/lint-fixture.ts
// One server lender folder importing another: import-x/no-restricted-paths.
import * as amff from '../amff/index.js';

export { amff };
