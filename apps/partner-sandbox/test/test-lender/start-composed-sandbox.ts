// The partner sandbox of the e2e's test composition (docs/decisions/312): the product's sandbox playing one more
// lender, the test card, added by one line. `tsx <this file>`, configured by the environment as dist/server.js is.
import { startSandbox } from '../../src/start-sandbox.js';
import { testCardSandboxLender } from './index.js';

await startSandbox({ addedLenders: [testCardSandboxLender] });
