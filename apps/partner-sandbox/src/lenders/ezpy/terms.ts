// EasyPay's hosted 'State Law Disclosures and Terms and Conditions' (lenders §2 "The EZPY link reads 'State
// Law Disclosures and Terms and Conditions'"; §3 "EZPY terms: terms_and_conditions_url"; §7 "EZPY terms").
// Like the real lender, the sandbox answers a URL on its own origin and serves the page there; the app
// frames it (CSP frame-ancestors names only the app's origin).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LENDER_ADMINISTERED,
  LOAN_NOT_AVAILABLE,
  US_STATES,
  type UsState,
} from '../../documents/us-states.js';
import { renderHtml, type LenderDocument } from '../../documents/lender-document.js';

/** The bank that originates EasyPay loans outside the lender-administered states (lenders §4 footnotes). */
export const EZPY_BANK = 'Sandbox Partner Bank, N.A.';
export const EZPY_TERMS_TITLE = 'State Law Disclosures and Terms and Conditions';

const stateCode = z.enum(Object.keys(US_STATES) as [UsState, ...UsState[]]);

const termsUrlQuery = z.object({
  state: stateCode,
  acctId: z.string().regex(/^[A-Za-z0-9-]{1,32}$/),
  subId: z.string().regex(/^[A-Za-z0-9-]{1,32}$/),
});
const termsQuery = z.object({ state: stateCode, acctId: z.string().regex(/^[A-Za-z0-9-]{1,32}$/) });

function stateParagraphs(state: UsState): string[] {
  const name = US_STATES[state];
  // Lenders §9: "Loan disclosure: not available in NY; lender-administered in AK, AZ, … WI".
  if (LOAN_NOT_AVAILABLE.includes(state)) {
    return [
      `The loan disclosure is not available in ${name}: EasyPay Finance does not make loans to residents of ${name}.`,
    ];
  }
  const lines = LENDER_ADMINISTERED.includes(state)
    ? [`For residents of ${name}, your loan is made and administered by EasyPay Finance.`]
    : [
        `For residents of ${name}, your loan is originated by ${EZPY_BANK}, Member FDIC, and serviced by EasyPay Finance.`,
      ];
  if (state === 'FL') {
    // Lenders §4: the Florida stamp tax flag (docs/decisions/075).
    lines.push(
      'Florida documentary stamp tax required by law has been paid or will be paid directly to the Department of Revenue.',
    );
  }
  return lines;
}

/** The page for one resident state and store. */
export function ezpyTerms(state: UsState, acctId: string): LenderDocument {
  return {
    title: EZPY_TERMS_TITLE,
    intro: [`EasyPay Finance — store ${acctId}. State: ${US_STATES[state]}.`],
    sections: [
      { heading: 'State Law Disclosures', paragraphs: stateParagraphs(state) },
      {
        // Lenders §9 "Installment-lender terms", the sandbox's sample agreement.
        heading: 'Terms and Conditions',
        paragraphs: [
          'You authorize EasyPay Finance to debit your account for each scheduled payment, from $1 up to the amounts you owe.',
          'A late fee of 5% of the unpaid amount or $30, whichever is greater, applies; a returned payment fee is $20.',
          'We will tell you 10 days before a debit that varies in amount. A returned debit may be re-initiated up to two times.',
          'You may revoke the authorization at least 3 business days before a payment; tell us of a change of bank at least 5 business days before.',
          'You may reject arbitration within 30 days of signing; a claim needs 30 days’ notice first.',
        ],
      },
      {
        heading: 'Marketing and Recurring Debits',
        paragraphs: [
          'Marketing consent lets EasyPay Finance contact you about offers; it is not a condition of financing.',
          'Recurring debit consent authorizes the scheduled payments above from the account or card you give.',
        ],
      },
    ],
  };
}

export interface EzpyTermsRoutesOptions {
  /** The app's origin: the only other page allowed to frame the terms. */
  appOrigin: string;
}

/** GET /lenders/EZPY/terms-url and GET /lenders/EZPY/terms (registered under /lenders/EZPY). */
export const ezpyTermsRoutes: FastifyPluginAsync<EzpyTermsRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const csp = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self' ${opts.appOrigin}`;

  app.get('/terms-url', { schema: { querystring: termsUrlQuery } }, async (request) => {
    const { state, acctId } = request.query;
    const origin = `${request.protocol}://${request.host}`;
    const query = new URLSearchParams({ state, acctId });
    return { terms_and_conditions_url: `${origin}/lenders/EZPY/terms?${query.toString()}` };
  });

  app.get('/terms', { schema: { querystring: termsQuery } }, async (request, reply) => {
    const { state, acctId } = request.query;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(renderHtml(ezpyTerms(state, acctId)));
  });
};
