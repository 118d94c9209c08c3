import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxState } from '../../sandbox-state.js';
import {
  DataShareTokens,
  decideForm,
  GEMY_FORM_DECISION_MS,
  isExpired,
  statusObject,
  type FormAnswers,
} from './data-share.js';
import { FORM_SCRIPT, formPage } from './form-page.js';

export interface GemyFormRoutesOptions {
  state: SandboxState;
  /** The app's origin: the only page allowed to frame the form, and the only target of its message. */
  appOrigin: string;
  /** How long Synchrony takes to decide once the form is sent (default: the spec's 2 seconds). */
  decisionMs?: number;
  now: () => Date;
}

const digits = (min: number, max: number) => z.string().regex(new RegExp(`^\\d{${min},${max}}$`));
const token = z.string().regex(/^dsa_[0-9a-f]{48}$/, 'not a data-share token');

const tokenRequest = z.object({
  phoneNumber: digits(10, 10),
  acctId: z.string().min(1).max(64),
  subId: z.string().max(64),
  trackingId: z.string().max(64).default(''),
  isPrequal: z.boolean().default(false),
  applicant: z
    .object({
      firstName: z.string().max(32),
      lastName: z.string().max(32),
      email: z.string().max(100),
      line1: z.string().max(100),
      city: z.string().max(50),
      state: z.string().max(2),
      zipCode: z.string().max(10),
      dateOfBirth: z.string().max(10),
      socialSecurity: z.string().regex(/^\d{9}$/),
      netIncome: z.string().regex(/^\d{1,7}$/),
      residenceType: z.enum(['RENT', 'OWN', 'OTHER']),
    })
    .partial()
    .default({}),
});

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} is too long.`);
const formAnswers = z.object({
  firstName: required('First Name', 32),
  middleInitial: z.string().trim().max(1).default(''),
  lastName: required('Last Name', 32),
  email: required('Email Address', 100).regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'Email Address is not valid.'),
  line1: required('Street Address', 100),
  line2: z.string().trim().max(100).default(''),
  city: required('City', 50),
  state: z.string().regex(/^[A-Z]{2}$/, 'State is required.'),
  zipCode: z.string().regex(/^\d{5}$/, 'ZIP Code must be 5 digits.'),
  dateOfBirth: z
    .string()
    .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}$/, 'Date of Birth must be MM/DD/YYYY.'),
  socialSecurity: z
    .string()
    .transform((v) => v.replace(/-/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, 'Social Security Number must be 9 digits.')),
  netIncome: z.string().regex(/^\d{1,7}$/, 'Monthly Net Income must be whole dollars.'),
  homePhone: z
    .string()
    .default('')
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().regex(/^(\d{10})?$/, 'Home Phone must be 10 digits.')),
  residenceType: z.enum(['RENT', 'OWN', 'OTHER'], 'Residence Type is required.'),
});

/**
 * GEMY's embedded application (lenders §4 "GEMY embedded form"): data-share tokens, the hosted form, its
 * answers, and the status API the app's server asks. Everything under /lenders/GEMY.
 */
export const gemyFormRoutes: FastifyPluginAsync<GemyFormRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tokens = new DataShareTokens();
  const decisionMs = opts.decisionMs ?? GEMY_FORM_DECISION_MS;
  const nowMs = () => opts.now().getTime();
  const pageCsp =
    `default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; ` +
    `form-action 'self'; base-uri 'none'; frame-ancestors ${opts.appOrigin}`;

  app.post('/data-share-tokens', { schema: { body: tokenRequest } }, async (request) => {
    const { applicant, ...rest } = request.body;
    const record = tokens.issue({ ...rest, shared: applicant }, nowMs());
    return {
      dataShareToken: record.token,
      expiresAt: new Date(record.issuedAt + 30 * 60 * 1000).toISOString(),
    };
  });

  app.get('/apply', { schema: { querystring: z.object({ dsaToken: token }) } }, async (request, reply) => {
    const record = tokens.get(request.query.dsaToken);
    reply
      .header('content-security-policy', pageCsp)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
    if (!record || isExpired(record, nowMs()) || record.completed) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>Synchrony Bank</title><p>This application link is no longer valid.</p>');
    }
    return reply.type('text/html; charset=utf-8').send(formPage(record, opts.appOrigin));
  });

  app.get('/apply.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(FORM_SCRIPT),
  );

  app.post(
    '/apply',
    { schema: { body: z.object({ dsaToken: token, answers: formAnswers }) } },
    async (request, reply) => {
      const record = tokens.get(request.body.dsaToken);
      if (!record || isExpired(record, nowMs())) {
        return reply
          .code(404)
          .send({ error: 'Not Found', message: 'This application link is no longer valid.' });
      }
      if (record.completed) return { appstatus: 'COMPLETED' };
      const a = request.body.answers;
      const [month, day, year] = a.dateOfBirth.split('/');
      const answers: FormAnswers = { ...a, dateOfBirth: `${year}${month}${day}` };
      // Synchrony pulls credit as it decides: a soft pull for the prequal variant, a hard one otherwise.
      opts.state.pulls.request('GEMY', answers.socialSecurity);
      opts.state.pulls.pull('GEMY', answers.socialSecurity, record.isPrequal ? 'soft' : 'hard');
      const decided = decideForm(record, answers);
      await new Promise((resolve) => setTimeout(resolve, decisionMs));
      record.completed ??= decided;
      request.log.info({ lender: 'GEMY', decision: record.completed.decision }, 'form decided');
      return { appstatus: 'COMPLETED' };
    },
  );

  // The status API our server asks (lenders §7 "GEMY status"); 404 for a token Synchrony never issued.
  app.get('/application-status', { schema: { querystring: z.object({ token }) } }, async (request, reply) => {
    const record = tokens.get(request.query.token);
    if (!record) return reply.code(404).send({ error: 'Not Found' });
    return statusObject(record, nowMs(), `${request.protocol}://${request.host}`);
  });

  app.get('/card-art.svg', async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .send(
        '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" rx="16" fill="#2b2b2b"/><text x="20" y="40" fill="#f6c343" font-family="sans-serif" font-size="22">Synchrony Car Care</text></svg>',
      ),
  );
};
