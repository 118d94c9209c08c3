// lint-as: apps/server/src/services/lint-fixture.ts
// The services importing the lender modules: import-x/no-restricted-paths.
import * as lenders from '../lenders/index.js';

export { lenders };
