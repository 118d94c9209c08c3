import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIELD_NAMES, PAGE_IDS } from '@ttapply/domain';
import fc from 'fast-check';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as appPlugin } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { freshPostgres } from './fresh-postgres.js';
import { verifyPhone } from './helper.js';

/**
 * Bad input always gets a 4xx, never a 500: every route, fed values shaped by its own schema plus NUL bytes,
 * built-in member names as keys and junk, answers without a 5xx. The routes are collected as they are
 * registered (onRoute), so a route added later is fuzzed without touching this file.
 */
const routes: RouteOptions[] = [];
let app: FastifyInstance;
let dir: string;
let token: string;
let database: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ttapply-fuzz-'));
  // On real PostgreSQL when TEST_DATABASE_URL is set: it refuses NUL bytes in text, where the 500s came from.
  const postgres = process.env.TEST_DATABASE_URL;
  database = postgres ? await freshPostgres(postgres, 'ttapply_fuzz') : undefined;
  const config = loadConfig({
    ...(database ? { DATABASE_URL: database.url } : {}),
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    OTP_SENDS_PER_IP_PER_HOUR: '1000000',
    ADDRESS_CHECKS_PER_MINUTE: '1000000',
  });
  app = Fastify({
    bodyLimit: 64 * 1024,
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(appPlugin, { config });
  await app.ready();
  token = (await verifyPhone(app, undefined, { shopKeyId: 'demo-cfna' })).token;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const BUILT_IN_NAMES = Object.getOwnPropertyNames(Object.prototype);

/**
 * Strings a careless or hostile client sends: NUL bytes, lone UTF-16 surrogates (PostgreSQL refuses both), control
 * and astral characters, near-valid values.
 */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'))
    .map(([s, lone]) => `${s}${lone}${s}`),
  fc.constantFrom('', ' ', '\u0000', 'demo-cfna', 'CFNA', '111111111', '4255550100', '98052', '1985-04-12'),
  fc.constantFrom(...BUILT_IN_NAMES, ...PAGE_IDS),
);

const key = fc.oneof(
  fc.constantFrom(...BUILT_IN_NAMES),
  fc.constantFrom(...FIELD_NAMES),
  fc.string({ maxLength: 12 }),
  fc.constant('a\u0000b'),
  fc.constant('a\ud800b'),
);

const leaf = fc.oneof(nastyString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('record')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  record: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
})).value;

/** The keys a zod object schema names (through optional and nullable wrappers), or none. */
function shapeKeys(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown } | undefined;
  for (let i = 0; i < 5 && current; i++) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    current = typeof current.unwrap === 'function' ? (current.unwrap() as typeof current) : undefined;
  }
  return [];
}

/** An object with the schema's own keys (each present or not) holding nasty values, plus stray keys. */
function shaped(schema: unknown): fc.Arbitrary<Record<string, unknown>> {
  const keys = shapeKeys(schema);
  const known = fc.record(Object.fromEntries(keys.map((name) => [name, fc.oneof(nastyString, junk)])), {
    requiredKeys: [],
  });
  return fc
    .tuple(known, fc.dictionary(key, fc.oneof(nastyString, junk), { maxKeys: 3 }))
    .map(([own, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [name, value] of [...Object.entries(extra), ...Object.entries(own)]) {
        Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
      }
      return out;
    });
}

/**
 * encodeURIComponent, but a lone surrogate goes out as the three bytes a careless client's encoder writes for it
 * (WTF-8: %ED%A0%80 for U+D800) instead of throwing: such a URL must answer 4xx, not 500.
 */
function encodeLoose(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[^\ud800-\udfff]+|[\ud800-\udbff][\udc00-\udfff]/g,
    (part) => {
      if (part.length !== 1 || !/[\ud800-\udfff]/.test(part)) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    },
  );
}

function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object')
    return query === undefined ? '' : `?${encodeLoose(String(query))}`;
  const parts = Object.entries(query).map(
    ([name, value]) =>
      `${encodeLoose(name)}=${encodeLoose(typeof value === 'string' ? value : JSON.stringify(value))}`,
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

describe('every route answers bad input without a 5xx', () => {
  it('knows the routes', () => {
    const paths = routes.map((route) => route.url);
    expect(paths).toContain('/api/v1/apps/draft/:pageId');
    expect(paths).toContain('/api/v1/apps/app');
    expect(paths).toContain('/api/v1/sms/inbound');
    expect(paths).toContain('/api/v1/apps/consumer/locale');
    expect(routes.length).toBeGreaterThan(20);
  });

  it('fuzzes each route with its schema, NUL bytes and built-in key names', async () => {
    const targets = routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ method, route })),
    );
    expect(targets.length).toBeGreaterThan(20);
    for (const { method, route } of targets) {
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
      const params = (route.url.match(/:\w+/g) ?? []).map((name) => name.slice(1));
      const request = fc.record({
        params: fc.tuple(...params.map(() => nastyString), fc.constant('')),
        query: shaped(schema.querystring),
        body: fc.oneof(shaped(schema.body), junk),
        form: fc.boolean(),
        authenticated: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          let url = route.url;
          params.forEach((name, i) => {
            url = url.replace(`:${name}`, encodeLoose(String(input.params[i])));
          });
          const hasBody = method === 'POST' || method === 'PUT';
          const res = await app.inject({
            method: method as 'GET',
            url: `${url}${queryString(input.query)}`,
            headers: {
              ...(input.authenticated ? { authorization: `Bearer ${token}` } : {}),
              ...(hasBody
                ? {
                    'content-type': input.form ? 'application/x-www-form-urlencoded' : 'application/json',
                  }
                : {}),
            },
            ...(hasBody
              ? {
                  payload: input.form ? queryString(input.body).slice(1) : JSON.stringify(input.body),
                }
              : {}),
          });
          if (res.statusCode >= 500) {
            throw new Error(`${method} ${route.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          }
        }),
        { numRuns: 60, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
      );
    }
  }, 240_000);
});
