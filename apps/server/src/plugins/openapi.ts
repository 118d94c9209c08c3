import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerReferencePage, type OpenApiDocument } from '../partner-api/partner-reference-page.js';
import { PROBLEM_MEDIA_TYPE, problemSchema } from '../partner-api/problem-details.js';
import { errorResponse } from '../routes/schemas.js';

/** Where the description is served (docs/architecture.md "HTTP API"). */
export const OPENAPI_URL = '/api/openapi.json';

/**
 * The readable reference page and its files. Not under /api/: an answer there gets the CSP of data that is not a
 * page (`default-src 'none'`, decision 241), under which no page can run its script. Here the page gets the app's
 * own page CSP, which it works under as it is: its scripts and styles are files from our origin (the ones
 * @fastify/swagger-ui ships), nothing inline but style attributes, no outside host.
 */
export const API_REFERENCE_PREFIX = '/api-reference';

/**
 * The partner API's own reference, a page of ours written from the same description (decision 315): outside
 * /api/ for the same reason as the page above.
 */
export const PARTNER_REFERENCE_URL = '/partner-api-reference';

/**
 * Schemas written once under components/schemas and referenced from each route. The error shape answers on
 * nearly every route and status, with the whole list of error codes: inline, it made the description five times
 * its size. A registry of our own, not zod's global one, which the response serialiser reads (decision 259).
 */
const components = z.registry<{ id: string }>();
components.add(errorResponse, { id: 'Error' });
components.add(problemSchema, { id: 'Problem' });

/**
 * The reference page's groups, by the path's first segments (the first that matches). A new area of the API adds
 * its line here; a route in none is listed under "Other".
 */
const TAGS: readonly { prefixes: readonly string[]; name: string; description: string }[] = [
  {
    prefixes: ['/api/partner/v1', PARTNER_REFERENCE_URL],
    name: 'Partner API',
    description:
      'For a shop’s own system, with the location’s key (Authorization: Bearer tta_…): start, follow and close a ' +
      'customer’s application. Every POST takes an Idempotency-Key; errors are application/problem+json.',
  },
  {
    prefixes: ['/api/v1/staff'],
    name: 'Shop console',
    description: 'Staff sessions, board, journeys, reports.',
  },
  { prefixes: ['/api/v1/sms'], name: 'Texting provider', description: "The SMS provider's inbound webhook." },
  {
    prefixes: ['/api/dev'],
    name: 'Development',
    description: 'Outboxes of the local text and e-mail providers.',
  },
  {
    prefixes: ['/api/v1', '/aff'],
    name: 'Consumer',
    description: "Shop search, phone verification, drafts, applications, lenders' return pages.",
  },
  {
    prefixes: [
      '/terms',
      '/api/consumer-data-share-disclosure',
      '/CreditAppRequirements',
      '/api/CreditAppRequirements',
    ],
    name: 'Documents',
    description: 'Terms, disclosures, credit application requirements.',
  },
  {
    prefixes: [OPENAPI_URL, '/v.html'],
    name: 'About',
    description: 'This description and the version page.',
  },
];

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });

/**
 * A route that answers something other than JSON names its media types in `produces` (a PDF, a CSV, a page, the
 * texting provider's TwiML). @fastify/swagger would give them to every status, but a route's errors are JSON
 * like every other route's: here they go to its successful answers only.
 */
function successMediaTypes(
  schema: Record<string, unknown>,
  errorMediaType: string | undefined,
): Record<string, unknown> {
  const { produces, response, ...rest } = schema as { produces?: readonly string[]; response?: object };
  if ((!produces && !errorMediaType) || !response) return schema;
  const responses = Object.fromEntries(
    Object.entries(response).map(([status, answer]) => [
      status,
      status.startsWith('2')
        ? produces
          ? { content: Object.fromEntries(produces.map((type) => [type, { schema: answer as object }])) }
          : answer
        : errorMediaType
          ? { content: { [errorMediaType]: { schema: answer as object } } }
          : answer,
    ]),
  );
  return { ...rest, response: responses };
}

/** The partner API writes its errors as RFC 9457 problems (partner-api/problem-details.ts). */
const errorMediaTypeOf = (url: string) => (url.startsWith('/api/partner/') ? PROBLEM_MEDIA_TYPE : undefined);

/**
 * The OpenAPI 3.1 description of every route, generated from the zod schemas the routes validate and answer with
 * (GUIDE 20). Registered before any route: @fastify/swagger collects routes with an `onRoute` hook, so a route
 * registered earlier would be missing. Collecting costs a push per route at start; the document itself is built
 * on its first request and kept (every route's zod schema turned into JSON Schema, which the start need not pay).
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Text To Apply API',
          version: app.config.appVersion,
          description:
            'Every route the server registers: the consumer journey (/api/v1/apps, /api/v1/shops, …), the shop ' +
            'console (/api/v1/staff), the partner API (/api/partner/v1), the documents, and in development the ' +
            'outboxes (/api/dev). Generated from ' +
            'the schemas the routes validate their requests and write their answers with.',
        },
        tags: TAGS.map(({ name, description }) => ({ name, description })),
        components: {
          securitySchemes: {
            partnerApiKey: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A location’s partner API key: tta_test_… (partner sandbox) or tta_live_… (real lenders).',
            },
          },
        },
      },
      transform: (input) => {
        const transformed = zodTransform(input);
        const tag =
          TAGS.find(({ prefixes }) => prefixes.some((prefix) => input.url.startsWith(prefix)))?.name ??
          'Other';
        const schema = successMediaTypes(
          transformed.schema as Record<string, unknown>,
          errorMediaTypeOf(input.url),
        );
        return { ...transformed, schema: { tags: [tag], ...schema } };
      },
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
    });
    await app.register(swaggerUi, {
      routePrefix: API_REFERENCE_PREFIX,
      theme: { title: 'Text To Apply API reference' },
      // The page's own "validate" badge asks validator.swagger.io: no outside host.
      validatorUrl: false,
    });
    let partnerPage: string | undefined;
    app.get(
      PARTNER_REFERENCE_URL,
      { schema: { produces: ['text/html'], response: { 200: z.string() } } },
      async (_request, reply) => {
        partnerPage ??= partnerReferencePage(app.swagger() as OpenApiDocument, '/api/partner/v1');
        return reply.type('text/html; charset=utf-8').send(partnerPage);
      },
    );
    // Written once: a 200 KB document is not to be serialised again for every reader.
    let written: string | undefined;
    app.get(
      OPENAPI_URL,
      {
        schema: {
          response: {
            200: z.looseObject({
              openapi: z.string(),
              info: z.looseObject({ title: z.string(), version: z.string() }),
              paths: z.record(z.string(), z.record(z.string(), z.unknown())),
            }),
          },
        },
      },
      async (_request, reply) => {
        written ??= JSON.stringify(app.swagger());
        return reply.type('application/json; charset=utf-8').send(written);
      },
    );
  },
  { name: 'openapi' },
);
