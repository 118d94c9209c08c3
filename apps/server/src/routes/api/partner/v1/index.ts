import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../errors/app-error.js';
import type { PartnerPrincipal } from '../../../../partner-api/partner-api-keys.js';
import {
  journeyListQuerySchema,
  journeyListSchema,
  markSaleSchema,
  partnerJourneySchema,
  startedJourneySchema,
  startJourneyRequestSchema,
} from '../../../../partner-api/partner-api-schemas.js';
import {
  IDEMPOTENCY_KEY_MISSING,
  PartnerIdempotency,
  type StoredAnswer,
} from '../../../../partner-api/partner-idempotency.js';
import { PartnerJourneys, qrCodeSvg } from '../../../../partner-api/partner-journeys.js';
import { answerErrorsAsProblems, problemSchema } from '../../../../partner-api/problem-details.js';
import { locationConsoleOf } from '../../../../staff/location-console.js';
import { answerNeverCached } from '../../../never-cached.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner API key's location and mode (partner API routes only). */
    partnerKey: PartnerPrincipal | null;
  }
}

/** The header that marks an answer given again for an Idempotency-Key (as Stripe names it). */
export const REPLAYED_HEADER = 'idempotent-replayed';

const problems = {
  400: problemSchema,
  401: problemSchema,
  404: problemSchema,
  429: problemSchema,
  500: problemSchema,
};
const postProblems = { ...problems, 409: problemSchema, 422: problemSchema };
/** Every route but the QR code's takes the location's key (the document's `partnerApiKey` scheme). */
const security = [{ partnerApiKey: [] }];
const journeyParams = z.object({ id: z.uuid() });
/** Every POST: the key that makes a retry safe (docs/partner-api.md). Other headers pass through untouched. */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_MISSING })
    .regex(/^[\x21-\x7e]{1,255}$/, { error: IDEMPOTENCY_KEY_MISSING }),
});
/** Every POST's schema: the key, the Idempotency-Key, and besides its own answer the problems a POST may meet. */
const postSchema = <
  Parts extends { params?: z.ZodType; body?: z.ZodType; response: Record<number, z.ZodType> },
>(
  summary: string,
  parts: Parts,
) => ({
  summary,
  security,
  headers: idempotencyHeaders,
  ...parts,
  response: { ...parts.response, ...postProblems },
});

/**
 * The partner API (docs/partner-api.md): a shop's own system starts a customer's application, follows it and
 * closes it, with the location's key as `Authorization: Bearer tta_…`. A world apart from the consumer's token and
 * the staff cookie (GUIDE 15): only a key opens these routes, and a key opens nothing else. Errors are
 * problem+json; every request is limited per key across instances and written to the staff audit log.
 */
const partnerApiRoutes: FastifyPluginAsyncZod = async (app) => {
  answerErrorsAsProblems(app);
  app.decorateRequest('partnerKey', null);
  answerNeverCached(app);

  // The QR code of an apply link: an image URL a shop system can put in an <img>, so it takes no key. It reads
  // nothing: it draws the link to the code it is given, which anyone holding this URL holds already.
  app.get(
    '/qr-codes/:linkCode',
    {
      schema: {
        params: z.object({ linkCode: z.string().regex(/^[0-9A-Za-z]{6,32}$/) }),
        querystring: z.object({ lang: z.enum(['en', 'es']).optional() }),
        produces: ['image/svg+xml'],
        response: { 200: z.string(), ...problems },
      },
    },
    async (request, reply) => {
      const { linkCode } = request.params;
      const lang = request.query.lang && request.query.lang !== 'en' ? `?lang=${request.query.lang}` : '';
      const svg = await qrCodeSvg(`${app.config.publicBaseUrl}/go/${linkCode}${lang}`);
      // The shop system's own pages show it in an <img>: an API answer's same-origin policy would block that.
      return reply.header('cross-origin-resource-policy', 'cross-origin').type('image/svg+xml').send(svg);
    },
  );

  await app.register(async (scope) => {
    const withKey = scope.withTypeProvider<ZodTypeProvider>();
    const keys = app.services.partnerKeys;
    const journeys = new PartnerJourneys(app.db, app.config, locationConsoleOf(app), app.clock);
    const idempotency = new PartnerIdempotency(app.db, app.config, app.clock);
    const perKey = app.createRateLimit({
      max: app.config.partnerApiRequestsPerKeyPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `partner-key:${request.partnerKey!.keyId}`,
    });

    withKey.addHook('onRequest', async (request, reply) => {
      request.partnerKey = await keys.authenticate(request.headers.authorization);
      const limit = await perKey(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', Math.ceil(limit.ttl / 1000));
        throw new AppError(
          'TOO_MANY_REQUESTS',
          'This API key made too many requests this minute. Retry after the time in Retry-After.',
        );
      }
    });
    // Every use of a key, answered or refused, in the organisation's audit log: which key, what, and the answer.
    withKey.addHook('onResponse', async (request, reply) => {
      const key = request.partnerKey;
      if (!key) return;
      await app.staffAudit
        .record(request, {
          action: 'partner-api-call',
          organisationId: key.organisationId,
          actorEmail: key.hint,
          shopKeyId: key.shopKeyId,
          targetType: 'api-key',
          targetId: key.keyId,
          detail: {
            method: request.method,
            route: request.routeOptions.url ?? null,
            ...(typeof (request.params as { id?: unknown }).id === 'string'
              ? { journeyId: (request.params as { id: string }).id }
              : {}),
            status: reply.statusCode,
            requestId: request.id,
          },
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'partner API call not audited'));
    });

    /** Runs a POST once per Idempotency-Key and answers it, or answers the first answer again, marked. */
    const once = async (request: FastifyRequest, reply: FastifyReply, work: () => Promise<StoredAnswer>) => {
      const key = request.partnerKey!;
      const answer = await idempotency.run(
        {
          shopKeyId: key.shopKeyId,
          // Checked by each POST's header schema before this runs.
          key: String(request.headers['idempotency-key']),
          operation: `${request.method} ${request.routeOptions.url ?? ''} ${JSON.stringify(request.params ?? {})}`,
        },
        request.body,
        work,
      );
      if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
      return reply.code(answer.status).send(answer.body);
    };
    /** `once` for a POST whose answer is 200 with what `work` gives. */
    const onceAnswering = (request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>) =>
      once(request, reply, async () => ({ status: 200, body: await work() }));

    withKey.post(
      '/journeys',
      {
        schema: postSchema('Text a customer the apply link', {
          body: startJourneyRequestSchema,
          response: { 201: startedJourneySchema },
        }),
      },
      async (request, reply) =>
        once(request, reply, async () => {
          const journey = await journeys.start(request.partnerKey!, request.body);
          const svg = await qrCodeSvg(journey.link.url);
          return {
            status: 201,
            body: {
              ...journey,
              qrCodeData: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
            },
          };
        }),
    );

    withKey.get(
      '/journeys',
      {
        schema: {
          summary: 'List the journeys started through the API, newest first',
          security,
          querystring: journeyListQuerySchema,
          response: { 200: journeyListSchema, ...problems },
        },
      },
      async (request) => journeys.list(request.partnerKey!.shopKeyId, request.query),
    );

    withKey.get(
      '/journeys/:id',
      {
        schema: {
          summary: 'Read one journey',
          security,
          params: journeyParams,
          response: { 200: partnerJourneySchema, ...problems },
        },
      },
      async (request) => journeys.journey(request.partnerKey!.shopKeyId, request.params.id),
    );

    withKey.post(
      '/journeys/:id/sale',
      {
        schema: postSchema('Mark the sale completed (with the invoice amount) or the customer gone', {
          params: journeyParams,
          body: markSaleSchema,
          response: { 200: partnerJourneySchema },
        }),
      },
      async (request, reply) =>
        onceAnswering(request, reply, () =>
          journeys.markSale(request.partnerKey!.shopKeyId, request.params.id, request.body),
        ),
    );

    withKey.post(
      '/journeys/:id/cancel-link',
      {
        schema: postSchema('Cancel the apply link: it stops opening', {
          params: journeyParams,
          response: { 200: partnerJourneySchema },
        }),
      },
      async (request, reply) =>
        onceAnswering(request, reply, () =>
          journeys.cancelLink(request.partnerKey!.shopKeyId, request.params.id),
        ),
    );
  });
};

export default partnerApiRoutes;
