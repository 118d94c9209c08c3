// lint-as: packages/domain/src/lint-fixture.ts
// The domain package importing an app: import-x/no-restricted-paths.
import * as server from '../../../apps/server/src/app.js';

export { server };
