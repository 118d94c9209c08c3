// lint-as: apps/server/src/db/lint-fixture.ts
// The seed importing a staff service: import-x/no-restricted-paths.
import * as console from '../staff/location-console.js';

export { console };
