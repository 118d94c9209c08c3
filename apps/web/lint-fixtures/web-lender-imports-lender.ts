// lint-as: apps/web/src/features/lenders/cfna/lint-fixture.ts
// One web lender folder importing another: import-x/no-restricted-paths.
import * as amff from '../amff/amff-result';

export { amff };
