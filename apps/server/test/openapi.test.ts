import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REFERENCE_PREFIX, OPENAPI_URL } from '../src/plugins/openapi.js';
import { buildTestApp, submitApplication, verifyPhone, type TestApp } from './helper.js';
import { createOrganisation, createStaffUser, staffClientFor } from './staff-support.js';

interface Answer {
  method: string;
  /** The route's URL as registered (`/api/v1/apps/app/:id`), not the request's. */
  route: string;
  status: number;
  contentType: string;
  /** Undefined for a stream. */
  body: string | undefined;
}

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

interface Description {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
const routes: RouteOptions[] = [];
const answers: Answer[] = [];

/**
 * Every route registered, and every answer a route gives: each route gets an onSend hook of its own as it is
 * registered, so the answers are the bytes that leave the server (after the response serialiser), with the route
 * they came from.
 */
function collect(route: RouteOptions) {
  routes.push(route);
  const record = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: () => void) => {
    answers.push({
      method: request.method,
      route: request.routeOptions.url ?? '',
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      // Shop search sends a buffer it wrote once (routes/api/v1/shops/search-answer.ts); a stream is a file.
      body:
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : undefined,
    });
    done();
  };
  const own = route.onSend;
  route.onSend = own ? [...(Array.isArray(own) ? own : [own]), record] : [record];
}

/**
 * A file of the built web app (apps/web/dist, when it has been built): @fastify/static registers a route per file
 * and hides it from the description; they are the pages, not the API.
 */
function isWebAppFile(route: RouteOptions): boolean {
  return route.schema?.hide === true && !route.url.startsWith('/api/');
}

beforeAll(async () => {
  t = await buildTestApp({ onRoute: collect });
});
afterAll(() => t.close());

async function description(): Promise<Description> {
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_URL });
  expect(res.statusCode).toBe(200);
  return res.json<Description>();
}

describe('the OpenAPI description', () => {
  it('describes every route the server registers', async () => {
    const document = await description();
    expect(document.openapi).toBe('3.1.0');
    const methodsOf = (route: RouteOptions) => [route.method].flat().map((method) => method.toUpperCase());
    const gets = new Set(
      routes.filter((route) => methodsOf(route).includes('GET')).map((route) => route.url),
    );
    const registered = routes
      // The reference page's own files (its page, script, styles) are the page, not the API it describes.
      .filter(
        (route) => route.url !== API_REFERENCE_PREFIX && !route.url.startsWith(`${API_REFERENCE_PREFIX}/`),
      )
      .filter((route) => !isWebAppFile(route))
      .flatMap((route) =>
        methodsOf(route)
          // Fastify answers HEAD on every GET route by itself: the GET's description is the HEAD's.
          .filter((method) => !(method === 'HEAD' && gets.has(route.url)))
          .map((method) => `${method} ${openApiPath(route.url)}`),
      );
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Each declares what it answers (GUIDE 3): a route without a response schema would be described as answering
    // anything, and no answer of it could ever be refused.
    expect(
      routes
        .filter((route) => !route.url.startsWith(API_REFERENCE_PREFIX) && !route.schema?.response)
        .filter((route) => !isWebAppFile(route))
        .filter((route) => !(route.method === 'HEAD' && gets.has(route.url)))
        .map((route) => `${String(route.method)} ${route.url}`),
    ).toEqual([]);
    expect(registered.length).toBeGreaterThan(100);
    expect(registered.filter((route) => !described.includes(route))).toEqual([]);
    // The web app's files stay out of it, built or not.
    expect(
      described.filter((route) => routes.some((r) => isWebAppFile(r) && route.endsWith(` ${r.url}`))),
    ).toEqual([]);
    // The consumer's, the console's and the development routes all reach the description.
    expect(described).toEqual(
      expect.arrayContaining([
        'POST /api/v1/apps/app',
        'GET /api/v1/staff/locations/{shopKeyId}/board',
        'GET /api/dev/outbox',
        `GET ${OPENAPI_URL}`,
      ]),
    );
  });

  it('allows every answer of a consumer applying and a shop reading its board', async () => {
    const organisationId = await createOrganisation(t.app, 'OpenAPI Tires', ['demo-cfna']);
    const userId = await createStaffUser(t.app, {
      organisationId,
      email: 'openapi.owner@example.com',
      roles: { 'demo-cfna': 'owner' },
    });
    answers.length = 0;

    await t.app.inject({ method: 'GET', url: '/api/v1/client-config' });
    // Answers that are not JSON: a document, a page, the requirements written once as a string.
    for (const url of [
      '/api/consumer-data-share-disclosure.txt',
      '/terms/privacy.html',
      '/v.html',
      '/api/CreditAppRequirements.json',
    ])
      await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'GET', url: '/api/v1/shops/?zip=98052' });
    const consumer = await verifyPhone(t.app);
    const submitted = await submitApplication(t.app, consumer, '111223333');
    expect(submitted.statusCode).toBe(200);
    // An error answer: the shape every route's 4xx shares.
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/apps/app/not-an-id',
      headers: { authorization: 'Bearer x' },
    });
    const staff = await staffClientFor(t.app, userId);
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/locations/demo-cfna/board',
      headers: staff.headers,
    });
    expect(board.json<{ journeys: unknown[] }>().journeys.length).toBeGreaterThan(0);
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/locations/demo-cfna/journeys/${consumer.consumerId}`,
      headers: staff.headers,
    });
    const walked = [...answers];

    const document = await description();
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(document, 'openapi.json');
    const pointer = (...parts: string[]) =>
      parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
    const refused: string[] = [];
    for (const answer of walked) {
      const path = openApiPath(answer.route);
      const operation = document.paths[path]?.[answer.method.toLowerCase()];
      const name = `${answer.method} ${path} ${answer.status}`;
      const declared = operation?.responses[String(answer.status)] ?? operation?.responses.default;
      if (!declared) {
        refused.push(`${name}: status not described`);
        continue;
      }
      const media = answer.contentType.split(';')[0]!.trim();
      if (media && declared.content && !(media in declared.content)) {
        refused.push(`${name}: ${media} not described`);
        continue;
      }
      if (media !== 'application/json') continue;
      if (!declared.content?.['application/json']?.schema) {
        refused.push(`${name}: JSON not described`);
        continue;
      }
      const status = operation!.responses[String(answer.status)] ? String(answer.status) : 'default';
      const validate = ajv.getSchema(
        `openapi.json#/${pointer('paths', path, answer.method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema')}`,
      )!;
      if (answer.body === undefined) refused.push(`${name}: JSON answered as a stream`);
      else if (!validate(JSON.parse(answer.body)))
        refused.push(`${name}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(refused).toEqual([]);
    // The walk reached what it names: the consumer's application, the board, an error answer.
    const reached = walked.map((answer) => `${answer.method} ${answer.route} ${answer.status}`);
    expect(reached).toEqual(
      expect.arrayContaining([
        'POST /api/v1/apps/app 200',
        'GET /api/v1/apps/app/:id 200',
        'GET /api/v1/staff/locations/:shopKeyId/board 200',
        'GET /api/v1/staff/locations/:shopKeyId/journeys/:consumerId 200',
        'POST /api/v1/apps/validate-OTP/ 200',
        'GET /terms/privacy.html 200',
        'GET /api/CreditAppRequirements.json 200',
      ]),
    );
    expect(walked.some((answer) => answer.status >= 400 && answer.status < 500)).toBe(true);
  });

  it('has a reference page from our own origin that runs under the page CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_REFERENCE_PREFIX });
    expect(page.statusCode).toBe(200);
    // The app's page CSP, not loosened for it: scripts only from our origin (and the lenders' pages), no inline.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toMatch(/unsafe/);
    // Every script and style it loads is a file of ours, and each is there.
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(files.filter((file) => file.endsWith('.js'))).toHaveLength(3);
    for (const file of files) {
      expect(file.startsWith(`${API_REFERENCE_PREFIX}/`), file).toBe(true);
      const answer = await t.app.inject({ method: 'GET', url: file });
      expect(answer.statusCode, file).toBe(200);
    }
    // No script in the page itself: the CSP would block it.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    // The page reads the description it serves beside itself, the same document as /api/openapi.json.
    const beside = await t.app.inject({ method: 'GET', url: `${API_REFERENCE_PREFIX}/json` });
    expect(beside.json()).toEqual(await description());
  });
});
