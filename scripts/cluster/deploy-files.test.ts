import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy-config.js';

// The image and the compose file are thin wrappers around what `npm run cluster` runs and tests (decision 287):
// no container engine runs here, so these checks hold them to it.
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** deploy/haproxy.cfg as the compose file's proxy reads it: the cluster's own configuration, for two instances. */
const COMPOSE_PROXY = haproxyConfig({
  bind: '*:8080',
  servers: [
    { name: 'app1', address: 'app1:3000' },
    { name: 'app2', address: 'app2:3000' },
  ],
  nameserver: '127.0.0.11:53',
});

interface ComposeService {
  command?: string[];
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
}

describe('the image and the compose file', () => {
  it('ship the proxy configuration the cluster runs, and HAProxy accepts it', () => {
    expect(read('deploy/haproxy.cfg')).toBe(COMPOSE_PROXY);
    const check = spawnSync('haproxy', ['-c', '-f', path.join(ROOT, 'deploy/haproxy.cfg')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr + check.stdout).toBe(0);
  });

  it('start every role with deploy/start.sh, migrations once before the servers, as a user that is not root', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain('ENTRYPOINT ["bash", "deploy/start.sh"]');
    expect(dockerfile).toMatch(/^USER node$/m);
    // Merge keys (`<<: *app`) as Compose reads them.
    const compose = parse(read('compose.yaml'), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const { services } = compose;
    expect(services.migrate?.command).toEqual(['migrate']);
    for (const name of ['app1', 'app2']) {
      expect(services[name]?.command).toEqual(['server']);
      expect(services[name]?.build).toBe('.');
      expect(services[name]?.depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
      });
      expect(services[name]?.environment?.NODE_ENV).toBe('production');
    }
    expect(services.proxy?.volumes).toEqual(['./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'migrate', 'postgres', 'proxy']);
  });

  it('deploy/start.sh knows its four roles and nothing else', () => {
    const run = spawnSync('bash', [path.join(ROOT, 'deploy/start.sh'), 'dance'], { encoding: 'utf8' });
    expect(run.status).toBe(64);
    expect(run.stderr).toContain('usage: deploy/start.sh migrate|demo-shops|server|worker');
  });
});
