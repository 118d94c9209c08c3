// lint-as: apps/server/src/staff/lint-fixture.ts
// Shared server code reaching into one lender's folder: import-x/no-restricted-paths.
import * as amff from '../lenders/amff/index.js';

export { amff };
