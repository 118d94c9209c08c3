import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CREDIT_APP_REQUIREMENTS } from '../services/app-data-rules.js';

export const DATA_SHARE_DISCLOSURE = `CONSUMER DATA SHARE DISCLOSURE

Text To Apply collects the information you enter in this credit application - your name, contact details,
address, income, employment, identification, date of birth and Social Security number - so that the
financing providers offered by the shop you selected can decide on your application.

How your information is shared
- Your application is sent to the first financing provider offered by the shop. If that provider does not
  approve you, and you choose to continue, the same information is sent to the next provider in the list.
  Each provider may obtain a consumer report (a credit check) about you.
- The shop you selected receives the result of your application (approved, referred or declined), your
  name and contact details, and the credit limit or amount approved. The shop does not receive your Social
  Security number, identification numbers, bank or card numbers, or date of birth.
- We do not sell your information and do not share it for marketing by anyone else.

How your information is protected
- Sensitive information is encrypted when stored and when sent. Access is limited to what is needed to
  process your application, and your session ends after 15 minutes without activity.

Text messages
- We text a one-time verification code to the mobile number you give. Message and data rates may apply.

Your choices
- You may stop at any time before you submit. Once submitted, an application is handled under each
  financing provider's own privacy notice, which that provider will give you.

By continuing, you agree that Text To Apply may share your information as described above.
`;

/** Static documents and metadata (spec §7 "Data share disclosure", "Credit app requirements", "Version"). */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/consumer-data-share-disclosure.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(DATA_SHARE_DISCLOSURE),
  );

  app.get('/v.html', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Text To Apply version</title></head><body><h1>${app.config.appVersion}</h1></body></html>`,
      ),
  );

  // Fixed for the life of the process: serialised once, not on every request.
  const requirementsJson = JSON.stringify(CREDIT_APP_REQUIREMENTS);
  for (const url of ['/CreditAppRequirements.json', '/api/CreditAppRequirements.json']) {
    app.get(url, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(requirementsJson),
    );
  }
};

export default documentRoutes;
