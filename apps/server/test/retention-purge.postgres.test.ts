import { describe } from 'vitest';
import { retentionPurgeCases } from './retention-purge-cases.js';

// The purge's SQL (keyset over consumers, batched deletes by ctid) on real PostgreSQL; needs TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('retention on PostgreSQL', () => {
  retentionPurgeCases(url);
});
