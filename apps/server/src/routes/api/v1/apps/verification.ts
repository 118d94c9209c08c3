import { localeSchema, MESSAGES } from '@ttapply/domain';
import { sendCodeAnswerSchema, validateOtpAnswerSchema } from '@ttapply/domain/consumer-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../errors/app-error.js';
import { mobilePhoneError } from '../../../../services/app-data-rules.js';
import { commonErrors, modeSchema } from '../../../schemas.js';

export const PHONE_REQUIRED_MESSAGE = MESSAGES.phoneRequiredForCode;
export const CODE_REQUIRED_MESSAGE = MESSAGES.accessCodeEmpty;

/** Phone as typed (digits, spaces, hyphens, parentheses; spec §5 phone filter) → 10 digits checked by the domain. */
const phone = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .max(20)
    .transform((raw) => raw.replace(/[\s()\-.+]/g, '').replace(/^1(\d{10})$/, '$1'))
    .superRefine((digits, ctx) => {
      if (!digits) return void ctx.addIssue({ code: 'custom', message: requiredMessage });
      const message = mobilePhoneError(digits);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

const sendBody = z.object({
  /** Left out to send the code to the number the link code was texted to. */
  phoneNumber: phone(PHONE_REQUIRED_MESSAGE).optional(),
  linkCode: z.string().max(50).optional(),
  shopKeyId: z.string().max(64).optional(),
  mode: modeSchema,
  /** The screen's language (decision 232): the code is texted in it and the consumer remembers it. */
  locale: localeSchema.optional(),
});

const validateBody = z.object({
  /** Left out for a code sent to a texted link's number, which the browser knows only by its last four. */
  phoneMobile: phone(PHONE_REQUIRED_MESSAGE).optional(),
  verificationCode: z
    .string({ error: CODE_REQUIRED_MESSAGE })
    .trim()
    .min(1, CODE_REQUIRED_MESSAGE)
    .regex(/^\d{6}$/, 'The verification code is 6 digits.'),
  verificationHash: z
    .string()
    .max(128)
    .regex(/^[0-9a-fA-F]*$/, 'Invalid verification hash.'),
  shopKeyId: z.string().max(64).optional(),
  mode: modeSchema,
  /** The policy page's box was checked before this verification (decision 189): the agreement is recorded. */
  policyAgreed: z.literal(true).optional(),
});

/**
 * Spec §7: the web app sends the link code with every call (`X-Link-Code`); the body's `linkCode` wins when
 * both are there. A header that is not a link code's shape is ignored, as an absent one is.
 */
function linkCodeHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['x-link-code'];
  return typeof value === 'string' && /^[A-Za-z0-9_]{1,50}$/.test(value) ? value : undefined;
}

/** Phone verification by one-time code (spec §7 "Send verification text", "Validate one-time code"). */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-verification-text/',
    {
      schema: {
        body: sendBody,
        response: {
          200: sendCodeAnswerSchema,
          ...commonErrors,
          502: commonErrors[500],
        },
      },
    },
    async (request) => {
      const linkCode = request.body.linkCode ?? linkCodeHeader(request);
      // No number typed: the one the link was texted to, which its holder may use without seeing it.
      const texted = request.body.phoneNumber
        ? undefined
        : linkCode && (await app.services.linkCodes.live(linkCode))?.sentTo;
      const to = request.body.phoneNumber ?? texted;
      if (!to) throw new AppError('BAD_REQUEST', PHONE_REQUIRED_MESSAGE);
      return app.services.otp.send({
        phone: to,
        ip: request.ip,
        mode: request.body.mode ?? 'apply',
        linkCode,
        shopKeyId: request.body.shopKeyId,
        locale: request.body.locale,
      });
    },
  );

  app.post(
    '/validate-OTP/',
    {
      schema: {
        body: validateBody,
        response: {
          200: validateOtpAnswerSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const { services } = app;
      // The answer carries the session token: no cache may keep it.
      reply.header('cache-control', 'no-store');
      const verified = await services.otp.verify({
        phone: request.body.phoneMobile,
        code: request.body.verificationCode,
        verificationHash: request.body.verificationHash,
        mode: request.body.mode ?? 'apply',
      });
      const found = await services.consumers.findOrCreateVerified({
        phone: verified.phone,
        mode: verified.mode,
        linkCode: verified.linkCode,
        shopKeyId: request.body.shopKeyId ?? verified.shopKeyId,
      });
      // The language the code was asked in is the consumer's from now on (decision 232).
      const consumer =
        verified.locale && verified.locale !== found.locale
          ? await services.consumers.setLocale(found.id, verified.locale)
          : found;
      if (request.body.policyAgreed) await services.consumers.recordPolicyConsents(consumer.id);
      if (consumer.shopKeyId) {
        await services.journey.recordNow({
          consumerId: consumer.id,
          shopKeyId: consumer.shopKeyId,
          actor: 'consumer',
          type: 'phone-verified',
        });
      }
      const applications = await services.applications.listForConsumer(consumer.id);
      // A returning consumer with an SSN on file (an application's or the saved draft's) confirms it before any
      // earlier result or saved answer is shown (spec §4): until then the token opens nothing but the SSN
      // check, and the list says only that applications exist.
      const identityCheck = await services.ssnChecks.identityCheckOf(consumer.id);
      const ssnPending = identityCheck !== undefined;
      const claims = await services.sessions.start({
        consumerId: consumer.id,
        phone: verified.phone,
        mode: verified.mode,
        ssnPending,
      });
      return {
        verified: services.sessions.verifiedPair(consumer.id, verified.phone),
        token: await services.sessions.issue(claims),
        consumer: await services.consumers.view(consumer),
        applications: ssnPending ? applications.map(withoutOutcome) : applications,
        ssnPending,
        identityCheck: identityCheck ?? null,
      };
    },
  );
};

export default verificationRoutes;

/** What a consumer may see of an earlier application before confirming the SSN: that it exists, not its outcome. */
function withoutOutcome<T extends { result: unknown; cardArt: unknown; last4: string }>(application: T): T {
  return { ...application, result: null, cardArt: null, last4: '', affLoan: null, fundedDetails: null };
}
