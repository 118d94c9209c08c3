// lint-as: apps/web/src/console/lint-fixture.ts
// The shop console reaching into the consumer's lib: import-x/no-restricted-paths (decision 170).
import * as routes from '../lib/routes';

export { routes };
