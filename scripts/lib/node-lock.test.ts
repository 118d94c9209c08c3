import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The Node the scripts install (scripts/lib/ensure-dependencies.sh) and the lowest they accept, against every
// package's engine range (decision 193): Lingui asks >=22.19, pg-boss 12 >=22.12.
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const json = <T>(file: string) => JSON.parse(read(file)) as T;

const script = read('scripts/lib/ensure-dependencies.sh');
const minimum = /^NODE_MINIMUM=(\S+)$/m.exec(script)?.[1] ?? '';
const nodeLock = json<{
  packages: Record<string, { version?: string; integrity?: string; cpu?: string | string[] }>;
}>('scripts/lib/node/package-lock.json');
const pinned = json<{ optionalDependencies: Record<string, string> }>(
  'scripts/lib/node/package.json',
).optionalDependencies;
const ranges = Object.entries(
  json<{ packages: Record<string, { engines?: { node?: string } }> }>('package-lock.json').packages,
).flatMap(([name, entry]) =>
  entry.engines?.node ? [[name || 'text-to-apply', entry.engines.node] as const] : [],
);

describe('the Node the scripts install', () => {
  it('comes from a lock file with an integrity hash, one pinned version for every architecture', () => {
    const versions = new Set(Object.values(pinned));
    expect(versions.size).toBe(1);
    for (const [name, version] of Object.entries(pinned)) {
      const locked = nodeLock.packages[`node_modules/${name}`];
      expect(locked?.version, name).toBe(version);
      expect(locked?.integrity, name).toMatch(/^sha512-[A-Za-z0-9+/]+=*$/);
      expect([locked?.cpu].flat(), name).toEqual([name.replace('node-linux-', '')]);
    }
    // The install step reads the version from that package.json, and installs with `npm ci` (the lock), never
    // by name.
    expect(script).toContain('NODE_PINNED=$(sed -n');
    expect(script).toContain('npm ci --prefix "$dir"');
    expect(script).not.toMatch(/npm install [^\n]*node-linux/);
  });

  it('meets every package engine range, from the lowest Node accepted to the one installed', () => {
    expect(semver.valid(minimum)).toBe(minimum);
    const installed = Object.values(pinned)[0]!;
    const unmet = ranges.filter(
      ([, range]) => !semver.satisfies(minimum, range) || !semver.satisfies(installed, range),
    );
    expect(unmet).toEqual([]);
    // The same lowest Node in every place that names one.
    const engines = json<{ engines: { node: string } }>('package.json').engines.node;
    expect(semver.minVersion(engines)?.version).toBe(minimum);
    const [major, minor] = minimum.split('.');
    expect(read('apps/server/src/server.ts')).toContain(
      `const NODE_MINIMUM: [number, number] = [${major}, ${minor}];`,
    );
    expect(read('Dockerfile')).toContain(`FROM node:${installed}-bookworm-slim`);
  });
});
