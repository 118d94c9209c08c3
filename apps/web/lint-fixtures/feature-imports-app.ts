// lint-as: apps/web/src/features/lint-fixture/feature-imports-app.ts
// A feature reaching into src/app (the router): import-x/no-restricted-paths.
import * as router from '../../app/router';

export { router };
