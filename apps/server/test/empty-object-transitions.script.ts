/**
 * Run by empty-object-transitions.test.ts as `node --allow-natives-syntax …`: builds the whole app, then prints
 * V8's description of a fresh `{}`, whose hidden class lists its transitions (`transitions #N`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ttapply-transitions-'));
try {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO_STAFF: '0' }),
  });
  await app.ready();
  // V8's own syntax, accepted only under --allow-natives-syntax; a Function keeps it from TypeScript's parser.
  new Function('o', '%DebugPrint(o)')({});
  await app.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
