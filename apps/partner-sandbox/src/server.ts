// The partner sandbox's entry: `npm start` and the e2e suite run it (node dist/server.js).
import { startSandbox } from './start-sandbox.js';

await startSandbox();
