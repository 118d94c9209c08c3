import { retentionPurgeCases } from './retention-purge-cases.js';

retentionPurgeCases();
