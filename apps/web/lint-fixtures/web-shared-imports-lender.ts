// lint-as: apps/web/src/features/lenders/shared/lint-fixture.ts
// Code shared by the web lenders naming one lender: import-x/no-restricted-paths.
import * as mile from '../mile/mile-result';

export { mile };
