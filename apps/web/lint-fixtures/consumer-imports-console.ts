// lint-as: apps/web/src/features/lint-fixture/consumer-imports-console.ts
// A consumer feature reaching into the shop console: import-x/no-restricted-paths (decision 170).
import * as console from '../../console/console-paths';

export { console };
