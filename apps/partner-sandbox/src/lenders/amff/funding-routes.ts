import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digitsOf } from '../../decision-rule.js';
import {
  AFF_MIN_AMOUNT,
  affContracts,
  financeEstimate,
  virtualCardCvv,
  virtualCardExpiry,
  virtualCardNumber,
  type AffAccount,
  type AffContract,
} from './contracts.js';
import { cardImage, esignPage, EXPIRED_PAGE, signedAgreement } from './esign-page.js';
import type { SandboxState } from '../../sandbox-state.js';
import { DEFAULT_SLOW_MS } from '../../state/behaviours.js';

export interface AmffFundingRoutesOptions {
  /** The test controls' behaviours and in-flight count apply to funding as to a submit ('slow', 'error'). */
  sandbox: SandboxState;
  /** The app's origin: the only page allowed to frame the signing page. */
  appOrigin: string;
  now: () => Date;
}

export const AFF_MESSAGES = {
  notFound: 'Application not found',
  notApproved: 'The application is not approved.',
  last4: 'The last four digits of the SSN do not match the application.',
  minAmount: `Finance amount must be greater than or equal to $${AFF_MIN_AMOUNT}.`,
  maxAmount: 'Finance amount must be less than or equal to the credit limit.',
  noContract: 'There is no finalized repair order for this application.',
  signed: 'The contract is already signed.',
  notSigned: 'The contract has not been signed.',
  noCard: 'No virtual card was issued for this application.',
  fundingKey: 'Idempotency-Key reused for another funding.',
} as const;

const params = z.object({ applicationId: z.string().min(1).max(128) });
const amount = z.coerce.number().finite().positive().max(100_000);
const idempotency = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\x21-\x7e]+$/),
});

/**
 * AFF after the approval (lenders §4 "AFF approval, finalize, e-sign, funding", §7): finalize a repair order
 * (amount and the SSN's last four), the payment estimate, a one-time signing URL for the hosted e-sign page,
 * the envelope status our server asks, funding (virtual card, bank account or credit card), the virtual
 * card's details, cancelling the funding, the account status, and a simulated signing for training.
 */
export const amffFundingRoutes: FastifyPluginAsync<AmffFundingRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const state = affContracts;
  // The signing form posts urlencoded; only this plugin reads it.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const fail = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });

  function approved(applicationId: string, reply: FastifyReply): AffAccount | undefined {
    const account = state.account(applicationId);
    if (!account) {
      void fail(reply, 404, AFF_MESSAGES.notFound);
      return undefined;
    }
    return account;
  }

  function checkAmount(account: AffAccount, value: number): string | undefined {
    if (value < AFF_MIN_AMOUNT) return AFF_MESSAGES.minAmount;
    if (value > account.creditLimit) return AFF_MESSAGES.maxAmount;
    return undefined;
  }

  // Finalize the repair order (lenders §7 "AFF finalize": amount, last4 → success, decision, result.url).
  app.post(
    '/applications/:applicationId/repair-order',
    {
      schema: {
        params,
        body: z.object({ amount, last4: z.string().regex(/^\d{4}$/, 'last4 must be 4 digits') }),
      },
    },
    async (request, reply) => {
      const account = approved(request.params.applicationId, reply);
      if (!account) return reply;
      const status = account.contract?.status;
      if (status === 'SIGNCOMP' || status === 'FUNDED') return fail(reply, 409, AFF_MESSAGES.signed);
      // lenders §4 "A simulated finalize error occurs when the last four do not match."
      if (request.body.last4 !== account.ssnLast4) return fail(reply, 422, AFF_MESSAGES.last4);
      const problem = checkAmount(account, request.body.amount);
      if (problem) return fail(reply, 422, problem);
      const contract: AffContract = {
        repairOrderId: `RO${digitsOf(`AMFF|ro|${randomUUID()}`, 8)}`,
        envelopeId: randomUUID(),
        amount: request.body.amount,
        estimate: financeEstimate(account, request.body.amount, opts.now()),
        status: 'SIGNREADY',
      };
      account.contract = contract;
      state.noteRepairOrder(contract.repairOrderId, account.applicationId);
      const origin = `${request.protocol}://${request.host}`;
      return {
        success: true,
        decision: 'SIGNREADY',
        result: {
          url: `${origin}/lenders/AMFF/envelopes/${contract.envelopeId}`,
          repairOrderId: contract.repairOrderId,
          envelopeId: contract.envelopeId,
          ...contract.estimate,
        },
      };
    },
  );

  // DocuSign's "recipient view": a URL that opens the signing page once, within minutes.
  app.post(
    '/applications/:applicationId/recipient-view',
    { schema: { params, body: z.object({ returnUrl: z.url().max(2000) }) } },
    async (request, reply) => {
      const account = approved(request.params.applicationId, reply);
      if (!account) return reply;
      const contract = account.contract;
      if (!contract || contract.status === 'CANCELLED') return fail(reply, 409, AFF_MESSAGES.noContract);
      if (contract.status !== 'SIGNREADY') return fail(reply, 409, AFF_MESSAGES.signed);
      const token = state.createView(
        account.applicationId,
        contract.envelopeId,
        request.body.returnUrl,
        opts.now().getTime(),
      );
      return { url: `${request.protocol}://${request.host}/lenders/AMFF/esign/${token}` };
    },
  );

  function pageHeaders(reply: FastifyReply, returnUrl?: string) {
    const formTargets = returnUrl ? `'self' ${new URL(returnUrl).origin}` : `'self'`;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors 'self' ${opts.appOrigin}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
  }

  const withEvent = (returnUrl: string, event: string) => {
    const url = new URL(returnUrl);
    url.searchParams.set('event', event);
    return url.toString();
  };

  app.get(
    '/esign/:token',
    { schema: { params: z.object({ token: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      const opened = state.openView(request.params.token, opts.now().getTime());
      if ('spent' in opened) {
        // Used or expired: the frame goes back to the app, which asks our server (never this page) what happened.
        if (opened.spent) return reply.redirect(withEvent(opened.spent.returnUrl, 'ttl_expired'), 303);
        return pageHeaders(reply).code(410).send(EXPIRED_PAGE);
      }
      const account = state.account(opened.view.applicationId);
      const contract = account?.contract;
      if (!account || !contract || contract.envelopeId !== opened.view.envelopeId) {
        return reply.redirect(withEvent(opened.view.returnUrl, 'cancel'), 303);
      }
      return pageHeaders(reply, opened.view.returnUrl).send(
        esignPage(account, contract, `/lenders/AMFF/esign/${request.params.token}`, opened.nonce),
      );
    },
  );

  app.post(
    '/esign/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(64) }),
        body: z.object({ nonce: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      const view = state.takeSignature(request.params.token, request.body.nonce, opts.now().getTime());
      if (!view) return pageHeaders(reply).code(410).send(EXPIRED_PAGE);
      const contract = state.account(view.applicationId)?.contract;
      if (!contract || contract.envelopeId !== view.envelopeId || contract.status !== 'SIGNREADY') {
        return reply.redirect(withEvent(view.returnUrl, 'cancel'), 303);
      }
      contract.status = 'SIGNCOMP';
      contract.signedAt = opts.now().toISOString();
      return reply.redirect(withEvent(view.returnUrl, 'signing_complete'), 303);
    },
  );

  // /demo/aff-docusign (lenders §2, development and training only): the same page on demo data; signing
  // there changes nothing and sends the frame to the app's return page. Only the app's origin is a return.
  const demoQuery = z.object({ returnUrl: z.url().max(2000) });
  const demoAccount: AffAccount = {
    applicationId: 'demo',
    creditLimit: 4000,
    ssnLast4: '4444',
    residentState: 'WA',
    accountLast4: '5678',
    cardFirst6: '411111',
    cardLast4: '1111',
    billingZip: '98052',
  };
  const demoReturn = (returnUrl: string) => new URL(returnUrl).origin === new URL(opts.appOrigin).origin;
  app.get('/esign-demo', { schema: { querystring: demoQuery } }, async (request, reply) => {
    if (!demoReturn(request.query.returnUrl)) return fail(reply, 400, 'returnUrl must be on the app origin');
    const contract: AffContract = {
      repairOrderId: 'RODEMO',
      envelopeId: 'demo',
      amount: 500,
      estimate: financeEstimate(demoAccount, 500, opts.now()),
      status: 'SIGNREADY',
    };
    const action = `/lenders/AMFF/esign-demo?${new URLSearchParams({ returnUrl: request.query.returnUrl })}`;
    return pageHeaders(reply, request.query.returnUrl).send(esignPage(demoAccount, contract, action, 'demo'));
  });
  app.post('/esign-demo', { schema: { querystring: demoQuery } }, async (request, reply) => {
    if (!demoReturn(request.query.returnUrl)) return fail(reply, 400, 'returnUrl must be on the app origin');
    return reply.redirect(withEvent(request.query.returnUrl, 'signing_complete'), 303);
  });

  // Training's 'SIGN DOCUMENTS' (lenders §2 demo toolbar): AFF's simulated signing of the current envelope.
  app.post(
    '/applications/:applicationId/simulate-signing',
    { schema: { params } },
    async (request, reply) => {
      const account = approved(request.params.applicationId, reply);
      if (!account) return reply;
      const contract = account.contract;
      if (!contract || contract.status === 'CANCELLED') return fail(reply, 409, AFF_MESSAGES.noContract);
      if (contract.status === 'SIGNREADY') {
        contract.status = 'SIGNCOMP';
        contract.signedAt = opts.now().toISOString();
      }
      return { success: true, envelopeId: contract.envelopeId };
    },
  );

  // The envelope status our server asks; only this decides that the documents are signed.
  app.get('/applications/:applicationId/envelope', { schema: { params } }, async (request, reply) => {
    const account = approved(request.params.applicationId, reply);
    if (!account) return reply;
    const contract = account.contract;
    if (!contract) return fail(reply, 409, AFF_MESSAGES.noContract);
    const status =
      contract.status === 'CANCELLED' ? 'voided' : contract.status === 'SIGNREADY' ? 'sent' : 'completed';
    return {
      envelopeId: contract.envelopeId,
      status,
      ...(contract.signedAt ? { signedAt: contract.signedAt } : {}),
    };
  });

  function fundedDetails(account: AffAccount, contract: AffContract, withSecrets: boolean) {
    const funding = contract.funding!;
    if (funding.fundtype === '1') {
      const number = virtualCardNumber(funding.fundingId);
      return {
        fundtype: '1',
        last4: number.slice(-4),
        billzipcode: account.billingZip,
        cardExpiration: virtualCardExpiry(funding.fundedAt),
        cardimage: cardImage(number.slice(-4)),
        ...(withSecrets ? { cardNumber: number, cardCvv: virtualCardCvv(funding.fundingId) } : {}),
      };
    }
    if (funding.fundtype === '2') return { fundtype: '2', last4: account.accountLast4 };
    return { fundtype: '3', last4: account.cardLast4, first6: account.cardFirst6 };
  }

  app.post(
    '/applications/:applicationId/fund',
    {
      schema: { params, headers: idempotency, body: z.object({ fundtype: z.enum(['1', '2', '3']) }) },
    },
    async (request, reply) => {
      const account = approved(request.params.applicationId, reply);
      if (!account) return reply;
      const key = request.headers['idempotency-key'];
      const contract = account.contract;
      const earlier = state.fundingFor(key);
      if (earlier !== undefined && earlier !== account.applicationId)
        return fail(reply, 422, AFF_MESSAGES.fundingKey);
      if (contract?.status === 'FUNDED' && contract.funding?.idempotencyKey === key) {
        return { success: true, ...fundedDetails(account, contract, true) };
      }
      if (!contract || contract.status === 'CANCELLED') return fail(reply, 409, AFF_MESSAGES.noContract);
      if (contract.status !== 'SIGNCOMP')
        return fail(reply, 409, contract.status === 'FUNDED' ? AFF_MESSAGES.signed : AFF_MESSAGES.notSigned);
      const behaviour = opts.sandbox.behaviours.peek('AMFF');
      if (behaviour?.mode === 'error') {
        opts.sandbox.behaviours.use('AMFF');
        return fail(reply, 503, 'Service Unavailable');
      }
      contract.funding = {
        fundtype: request.body.fundtype,
        fundingId: randomUUID(),
        idempotencyKey: key,
        fundedAt: opts.now().toISOString(),
      };
      contract.status = 'FUNDED';
      account.fundings = (account.fundings ?? 0) + 1;
      state.recordFundingKey(key, account.applicationId);
      request.log.info({ lender: 'AMFF', fundtype: request.body.fundtype }, 'funded');
      if (behaviour?.mode === 'slow') {
        // Funded at once, answered late: a caller that dies meanwhile must get this funding on its retry.
        opts.sandbox.behaviours.use('AMFF');
        const leave = opts.sandbox.enter('AMFF');
        await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs ?? DEFAULT_SLOW_MS));
        leave();
      }
      return { success: true, ...fundedDetails(account, contract, true) };
    },
  );

  // The card's number, expiry and CVV, asked when the virtual-card screen is shown (never kept by the app).
  app.get('/applications/:applicationId/virtual-card', { schema: { params } }, async (request, reply) => {
    const account = approved(request.params.applicationId, reply);
    if (!account) return reply;
    const contract = account.contract;
    if (contract?.status !== 'FUNDED' || contract.funding?.fundtype !== '1')
      return fail(reply, 409, AFF_MESSAGES.noCard);
    return fundedDetails(account, contract, true);
  });

  // The signed agreement, for the consumer's copy (E-SIGN §7001(c)(1)(B)(iv) access to the record):
  // only once signed, and not after the contract was cancelled.
  app.get('/applications/:applicationId/agreement', { schema: { params } }, async (request, reply) => {
    const account = approved(request.params.applicationId, reply);
    if (!account) return reply;
    const contract = account.contract;
    if (!contract?.signedAt || contract.status === 'SIGNREADY' || contract.status === 'CANCELLED')
      return fail(reply, 409, AFF_MESSAGES.notSigned);
    return { html: signedAgreement(account, contract, contract.signedAt) };
  });

  // lenders §4 AFF step 6: cancels the contract; the application may be finalized again.
  app.post('/applications/:applicationId/cancel-funding', { schema: { params } }, async (request, reply) => {
    const account = approved(request.params.applicationId, reply);
    if (!account) return reply;
    if (!account.contract || account.contract.status === 'CANCELLED')
      return fail(reply, 409, AFF_MESSAGES.noContract);
    account.contract = { ...account.contract, status: 'CANCELLED' };
    delete account.contract.funding;
    return { success: true };
  });

  // lenders §3 "Account status"; §4 item 8: SIGNREADY for a finalized repair order, SIGNCOMP once signed.
  app.get('/applications/:applicationId/account-status', { schema: { params } }, async (request, reply) => {
    const account = approved(request.params.applicationId, reply);
    if (!account) return reply;
    const contract = account.contract?.status === 'CANCELLED' ? undefined : account.contract;
    const e = contract?.estimate;
    const financed = contract ? contract.amount : 0;
    return {
      result: {
        currentStatus: contract?.status ?? 'APPROVED',
        currentFinancedAmount: financed.toFixed(2),
        currentOpenToBuy: (account.creditLimit - financed).toFixed(2),
        currentFrequency: e?.acctApprovalPayFreq ?? '',
        currentPayment: e?.acctApprovalPay ?? '',
        currentTerm: e?.acctApprovalTerm ?? '',
        currentNumberPayments: e ? String(e.iTotalPayments) : '',
        currentApr: e?.acctApprovalApr ?? '',
        currentOriginationFee: e?.fOriginationFee ?? '',
        currentLender: 'American First Finance',
        currentSeller: '',
        downpaymentRequired: '0',
        currentDownpayment: '0.00',
        termsSigned: contract && contract.status !== 'SIGNREADY' ? '1' : '0',
        esignSigned: contract && contract.status !== 'SIGNREADY' ? '1' : '0',
      },
    };
  });
};
