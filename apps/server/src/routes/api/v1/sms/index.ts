import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import twilio from 'twilio';
import { z } from 'zod';
import { AppError, errorText } from '../../../../errors/app-error.js';
import { errorResponse } from '../../../schemas.js';
import { ERROR_MESSAGES_EN } from '../../../../i18n/en/error-messages.js';

export const BAD_SIGNATURE_MESSAGE = ERROR_MESSAGES_EN['sms.badSignature'];
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Inbound SMS webhook in Twilio's format (form-encoded `From`, `To`, `Body`, …). When TWILIO_AUTH_TOKEN is
 * set, `X-Twilio-Signature` must be Twilio's HMAC-SHA1 over PUBLIC_BASE_URL + path + the posted parameters;
 * it is checked on the raw parameters before validation, because the signature covers every one of them.
 * Without a token (development) the signature is not checked; in production that refuses every request.
 * The answer is always empty TwiML: replies are sent through the SMS provider (docs/decisions/021).
 */
const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Form bodies only here, where Twilio posts: everywhere else a cross-site HTML form (which can send
  // urlencoded bodies without a CORS preflight) is refused as 415, so no other site can make a browser post
  // to us.
  await app.register(formbody);
  const authToken = app.config.sms.twilio.authToken;

  const checkSignature = async (request: FastifyRequest) => {
    // Unsigned requests are for local development only: production without a token refuses everything.
    if (!authToken) {
      if (app.config.isProduction) throw new AppError('FORBIDDEN', errorText('sms.badSignature'));
      return;
    }
    const signature = request.headers['x-twilio-signature'];
    const params = (request.body ?? {}) as Record<string, unknown>;
    const url = `${app.config.publicBaseUrl}${request.url}`;
    if (typeof signature !== 'string' || !twilio.validateRequest(authToken, signature, url, params)) {
      throw new AppError('FORBIDDEN', errorText('sms.badSignature'));
    }
  };

  app.post(
    '/inbound',
    {
      preValidation: checkSignature,
      schema: {
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/xml'],
        body: z.looseObject({
          From: z.string().min(1).max(32),
          To: z.string().max(32).optional(),
          Body: z.string().max(1600).optional(),
        }),
        response: { 200: z.string(), 400: errorResponse, 403: errorResponse, 500: errorResponse },
      },
    },
    async (request, reply) => {
      try {
        const outcome = await app.services.textToApply.handleInbound(
          request.body.From,
          request.body.Body ?? '',
        );
        request.log.info({ outcome }, 'inbound SMS');
      } catch (err) {
        // Twilio does not retry a failed webhook; the person simply texts again. Answer TwiML either way.
        request.log.error({ err }, 'inbound SMS could not be answered');
      }
      return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
    },
  );
};

export default smsRoutes;
