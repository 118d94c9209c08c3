import { localeSchema } from '@ttapply/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP_TEMPLATES, type ShopTemplate } from '../../../../documents/index.js';
import { shopDocumentPdf } from '../../../../documents/shop-document.js';
import { lenderForAppType, residenceState, zipError } from '../../../../services/app-data-rules.js';
import { toShopView, type SearchResult } from '../../../../services/shop-service.js';
import { AppError, errorText } from '../../../../errors/app-error.js';
import { translate } from '../../../../i18n/server-i18n.js';
import { hmacHex } from '../../../../security/hmac.js';
import { commonErrors, errorResponse, shopSchema } from '../../../schemas.js';
import { searchAnswerBytes, searchAnswerSchema } from './search-answer.js';
import { ERROR_MESSAGES_EN } from '../../../../i18n/en/error-messages.js';

// No cross-field rule here: a missing location is answered by the service with the spec's exact text
// ('Address information is required…'), which a field-prefixed validation message would not be.
const searchQuery = z.object({
  zip: z
    .string()
    .max(10)
    .optional()
    .superRefine((value, ctx) => {
      const message = value === undefined ? undefined : zipError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  address: z.string().max(200).optional(),
  lat: z.coerce
    .number()
    .min(-90, 'lat must be between -90 and 90')
    .max(90, 'lat must be between -90 and 90')
    .optional(),
  lng: z.coerce
    .number()
    .min(-180, 'lng must be between -180 and 180')
    .max(180, 'lng must be between -180 and 180')
    .optional(),
  keyword: z.string().max(50).optional(),
  linkCode: z.string().max(50).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(4),
});

const templateNames = Object.keys(SHOP_TEMPLATES) as [ShopTemplate, ...ShopTemplate[]];
const documentBody = z.object({
  appType: z.string().min(1).max(20),
  template: z.enum(templateNames, { error: `Unknown template. Use one of: ${templateNames.join(', ')}.` }),
  state: z.string().max(2).optional(),
});
/** `locale`: our documents in that language (decision 232); a lender's stays in English. */
const documentQuery = documentBody.extend({ locale: localeSchema.optional() });

// The e-mail is in the language the consumer chose (their record's), not one the request names.
const emailBody = documentBody.extend({ to: z.email({ error: 'to: Invalid email address.' }).max(254) });

/** The terms e-mail's cap, per consumer and per recipient address. */
export const EMAIL_CAP_MESSAGE = ERROR_MESSAGES_EN['documents.emailLimit'];

/** The answer is already JSON, written to searchAnswerSchema: Fastify sends a buffer as it is. */
function sendAnswer(reply: FastifyReply, result: SearchResult): void {
  reply.type('application/json; charset=utf-8').send(searchAnswerBytes(result) as never);
}

/** Shop search, shop lookup (spec §7 "Shop search") and the shop's printable documents (lenders §7). */
const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: searchQuery,
        response: {
          200: searchAnswerSchema,
          ...commonErrors,
        },
      },
    },
    (request, reply) => {
      // Not an async handler: a search for a point is answered without a promise (resolveSearchPoint).
      const found = app.services.shops.search(request.query);
      if (found instanceof Promise) return found.then((result) => sendAnswer(reply, result));
      sendAnswer(reply, found);
    },
  );

  app.get(
    '/shop/:shopKeyId',
    {
      schema: {
        params: z.object({ shopKeyId: z.string().min(1).max(64) }),
        response: { 200: z.object({ shop: shopSchema }), ...commonErrors },
      },
    },
    async (request) => ({ shop: toShopView(await app.services.shops.byKeyId(request.params.shopKeyId)) }),
  );

  app.get(
    '/shop/:shopKeyId/pdf',
    {
      schema: {
        params: z.object({ shopKeyId: z.string().min(1).max(64) }),
        querystring: documentQuery,
        produces: ['application/pdf'],
        // 200 is the PDF itself (application/pdf): Fastify sends a Buffer as it is, never serialised.
        response: { 200: z.instanceof(Buffer), ...commonErrors },
      },
    },
    async (request, reply) => {
      const { appType, template, state, locale } = request.query;
      const lender = lenderForAppType(appType);
      const residence = state ? residenceState(state) : undefined;
      const shop = await app.services.shops.byKeyId(request.params.shopKeyId);
      const { pdf, filename } = await shopDocumentPdf({ shop, template, lender, state: residence, locale });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  // Lenders §7 "Send terms email" 🔒: the same document as the download, to the applicant's e-mail. A
  // session is required and sends are capped per consumer and per recipient address, counted across instances
  // (a new session token does not start a new count), so the endpoint cannot be used to mail strangers.
  const emailCap = { max: app.config.email.perConsumerPerHour, timeWindow: 3_600_000 };
  const perConsumer = app.createRateLimit({
    ...emailCap,
    keyGenerator: (request) => `terms-email:consumer:${request.session?.consumerId ?? request.ip}`,
  });
  // The address is counted by its HMAC: no e-mail address is written into the limit's table.
  const perRecipient = app.createRateLimit({
    ...emailCap,
    keyGenerator: (request) =>
      `terms-email:to:${hmacHex(app.config.otpSecret, `email:${(request.body as { to: string }).to.trim().toLowerCase()}`)}`,
  });
  app.post(
    '/shop/:shopKeyId/email',
    {
      onRequest: app.authenticate,
      preHandler: async (request) => {
        for (const limit of [perConsumer, perRecipient]) {
          // isAllowed only means "on the allow list"; isExceeded says the cap is reached.
          const result = await limit(request);
          if (!result.isAllowed && result.isExceeded) {
            throw new AppError('TOO_MANY_REQUESTS', errorText('documents.emailLimit'));
          }
        }
      },
      schema: {
        params: z.object({ shopKeyId: z.string().min(1).max(64) }),
        body: emailBody,
        response: {
          200: z.object({ success: z.literal(true) }),
          401: errorResponse,
          403: errorResponse,
          502: errorResponse,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const { appType, template, state, to } = request.body;
      const lender = lenderForAppType(appType);
      const residence = state ? residenceState(state) : undefined;
      const shop = await app.services.shops.byKeyId(request.params.shopKeyId);
      const consumer = await app.services.consumers.byId(request.session!.consumerId);
      const printed = await shopDocumentPdf({
        shop,
        template,
        lender,
        state: residence,
        locale: consumer?.locale,
      });
      const { pdf, filename } = printed;
      // Training e-mails nobody (lenders §4, decision 080): the associate practises with made-up addresses, which
      // may belong to real people. The document is still built, so training shows what the applicant would get.
      if (request.session?.mode === 'fm-train') return { success: true as const };
      try {
        // The words around the document are in the consumer's language; a document only in English says so.
        const locale = consumer?.locale ?? 'en';
        const title =
          printed.locale === locale
            ? printed.doc.title
            : translate(locale, 'document.englishOnly', { title: printed.doc.title });
        await app.services.email.send({
          to,
          subject: translate(locale, 'email.terms.subject', { lender: lender.name, title }),
          text: translate(locale, 'email.terms.body', { title, lender: lender.name, shop: shop.name }),
          attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
        });
      } catch (error) {
        request.log.warn({ err: error }, 'terms e-mail not sent');
        throw new AppError('PARTNER_UNAVAILABLE', errorText('documents.emailFailed', { to }));
      }
      return { success: true as const };
    },
  );
};

export default shopRoutes;
