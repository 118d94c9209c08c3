import { linkTextCapsCases } from './link-text-caps-cases.js';

// The caps on the embedded database; link-text-caps.postgres.test.ts runs the same with two instances.
linkTextCapsCases();
