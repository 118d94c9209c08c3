// lint-as: apps/server/src/errors/lint-fixture.ts
// The server's errors importing its routes: import-x/no-restricted-paths.
import { errorResponse } from '../routes/schemas.js';

export { errorResponse };
