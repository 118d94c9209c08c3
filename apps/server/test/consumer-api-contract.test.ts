import {
  applicationSchema,
  consumerByLinkAnswerSchema,
  journeyAnswerSchema,
  sendCodeAnswerSchema,
  shopSearchAnswerSchema,
  shopSchema,
  submitAnswerSchema,
  validateOtpAnswerSchema,
} from '@ttapply/domain/consumer-api';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

// One contract for the consumer API: the web's pages read these answers as the types of the domain's schemas
// (apps/web/src/lib/api-types.ts), so each consumer route must declare exactly those schemas, the very objects
// it writes its answers with. A route that declares a shape of its own fails here.

let t: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => void routes.push(route) });
});
afterAll(() => t.close());

function answerSchema(method: string, url: string): unknown {
  const route = routes.find(
    (candidate) => [candidate.method].flat().includes(method) && candidate.url === url,
  );
  expect(route, `${method} ${url} is registered`).toBeDefined();
  return (route!.schema?.response as Record<number, unknown> | undefined)?.[200];
}

describe("the consumer routes answer with the domain's schemas", () => {
  it.each([
    ['GET', '/api/v1/shops', shopSearchAnswerSchema],
    ['GET', '/api/v1/apps/consumer', consumerByLinkAnswerSchema],
    ['POST', '/api/v1/apps/send-verification-text/', sendCodeAnswerSchema],
    ['POST', '/api/v1/apps/validate-OTP/', validateOtpAnswerSchema],
    ['POST', '/api/v1/apps/app', submitAnswerSchema],
    ['POST', '/api/v1/apps/app/prequal', submitAnswerSchema],
    ['GET', '/api/v1/apps/journey', journeyAnswerSchema],
  ] as const)('%s %s', (method, url, schema) => {
    expect(answerSchema(method, url)).toBe(schema);
  });

  it('every consumer answer that carries an application or a shop carries the domain’s', () => {
    const consumerRoutes = routes.filter(
      (route) => route.url.startsWith('/api/v1/') && !route.url.startsWith('/api/v1/staff'),
    );
    const checked: string[] = [];
    for (const route of consumerRoutes) {
      const answer = (route.schema?.response as Record<number, unknown> | undefined)?.[200] as
        z.ZodObject | undefined;
      const shape = answer && typeof answer === 'object' && 'shape' in answer ? answer.shape : undefined;
      if (!shape) continue;
      for (const [name, expected] of [
        ['application', applicationSchema],
        ['shop', shopSchema],
      ] as const) {
        const field = shape[name] as z.ZodType | undefined;
        if (!field) continue;
        const declared =
          'unwrap' in field && field.def.type === 'nullable' ? (field as z.ZodNullable).unwrap() : field;
        expect(declared, `${[route.method].flat().join()} ${route.url} ${name}`).toBe(expected);
        checked.push(`${route.url} ${name}`);
      }
    }
    // The application's own routes and the lender modules' (AFF, GEMY, VERS) and the shop's.
    expect(checked.length).toBeGreaterThan(8);
  });
});
