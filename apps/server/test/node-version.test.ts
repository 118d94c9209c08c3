import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 193: every package's engine range is met from Node 22.19 on (Lingui; pg-boss 12 from 22.12). The tests run on the Node `npm test` provides; the
// machine's own Node (Debian's, /usr/bin/node) may be older, and then the server refuses it with a message.
const SYSTEM_NODE = '/usr/bin/node';

function versionOf(node: string): string | undefined {
  try {
    return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

const system = versionOf(SYSTEM_NODE);
const older =
  system !== undefined &&
  /^v(\d+)\.(\d+)/.test(system) &&
  ((): boolean => {
    const [, major, minor] = /^v(\d+)\.(\d+)/.exec(system)!;
    return Number(major) < 22 || (Number(major) === 22 && Number(minor) < 19);
  })();

describe('the Node the server runs on', () => {
  it('the tests themselves run on a supported Node', () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    expect(major > 22 || (major === 22 && minor >= 19)).toBe(true);
  });

  it.runIf(older)(
    `an older Node (${system ?? 'none'}) is refused with a message, not a stack`,
    () => {
      const run = spawnSync(
        SYSTEM_NODE,
        ['--import', 'tsx', '--conditions=@ttapply/source', 'src/server.ts'],
        {
          cwd: path.resolve(import.meta.dirname, '..'),
          env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '39998' },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('need Node 22.19 or later');
    },
    70_000,
  );
});
