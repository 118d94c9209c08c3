import { describe } from 'vitest';
import { linkTextCapsCases } from './link-text-caps-cases.js';

// Two server instances on one PostgreSQL, where a count and its write race for real (decision 035);
// needs TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('link text caps on PostgreSQL', () => {
  linkTextCapsCases(url);
});
