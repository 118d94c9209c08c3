import { CARD_DECISION_FLAGS, DECISION_FLAGS, answerFor } from '../decision-flags.js';
import {
  decide,
  repeatedDigits,
  type SandboxLender,
  type SandboxRouteOptions,
  REFER_AS_REFERRAL,
} from '../sandbox-lender.js';
import { GEMY_APPLICATION_SSNS, GEMY_COSTS, GEMY_MAX_LIMIT, GEMY_SAMPLE_LIMIT } from './decisions.js';
import type { FastifyPluginAsync } from 'fastify';
import { gemyFormRoutes } from './form-routes.js';

/** Synchrony's embedded form and its data-share API (lenders §4), under /lenders/GEMY. */
const gemyRoutes: FastifyPluginAsync<SandboxRouteOptions> = async (fastify, opts) => {
  await fastify.register(gemyFormRoutes, {
    prefix: '/lenders/GEMY',
    state: opts.state,
    appOrigin: opts.appOrigin,
    ...(opts.hostedFormDecisionMs !== undefined ? { decisionMs: opts.hostedFormDecisionMs } : {}),
    now: opts.now,
  });
};

/**
 * GEMY answers with applicationDecision (APPROVED, DECLINED, REFERRED, ERROR), applicationKey, creditLimit and
 * accountNumber (lenders §3 "GEMY application status"); the result screen reads those (lenders §4 GEMY).
 */
export const gemy: SandboxLender = {
  code: 'GEMY',
  name: 'Synchrony',
  routes: gemyRoutes,
  applicationSsns: GEMY_APPLICATION_SSNS,
  otherSsns: `Income rule (approve, refer or decline); limit 5 % of income between $300 and $${GEMY_MAX_LIMIT}.`,
  costs: () => GEMY_COSTS,
  application(context) {
    const { outcome, creditLimit } = decide(
      GEMY_APPLICATION_SSNS,
      context,
      GEMY_MAX_LIMIT,
      REFER_AS_REFERRAL,
    );
    const common = { lender: 'GEMY', applicationKey: context.reference };
    switch (outcome) {
      case 'approve':
        return answerFor(DECISION_FLAGS, 'approve', common, {
          creditlimit: String(creditLimit ?? GEMY_SAMPLE_LIMIT),
          cardnumber: repeatedDigits('6', 16),
          customermessage: 'You will receive your credit card in the mail in 7-10 days.',
        });
      case 'refer':
        return answerFor(CARD_DECISION_FLAGS, 'refer', common, {
          customermessage: 'Application Referred',
        });
      case 'decline':
        return answerFor(DECISION_FLAGS, 'decline', common, {
          customermessage: 'You will receive a written explanation in 7-10 days.',
        });
      case 'error':
        return answerFor(DECISION_FLAGS, 'error', common, {
          errorMessage: 'Error occurred',
        });
    }
  },
};
