import { fnv1a } from '../../decision-rule.js';
import {
  decide,
  offerNumbers,
  prequalFields,
  type LenderContext,
  type SandboxLender,
  REFER_AS_PENDING,
  PREQUAL_ON_APPROVE_OR_REFER,
} from '../sandbox-lender.js';
import {
  VERS_APPLICATION_SSNS,
  VERS_MAX_LIMIT,
  VERS_PREQUAL_SSNS,
  VERS_PROVIDERS,
  VERS_SAMPLE_LIMIT,
  type VersProviderId,
} from './decisions.js';
import { VERS_PROVIDER_COSTS } from './provider-costs.js';
import { versWaterfallRoutes } from './waterfall-routes.js';

/** Test SSNs go to the first provider; other SSNs to FNV-1a('VERS|provider|' + SSN) mod 4. */
function provider(context: LenderContext, fromTable: boolean) {
  const index = fromTable ? 0 : fnv1a(`VERS|provider|${context.ssn}`) % VERS_PROVIDERS.length;
  return VERS_PROVIDERS[index] ?? VERS_PROVIDERS[0];
}

/**
 * Versatile (lenders §4 "Versatile waterfall": approved gives accepted 'APPROVED', declined 'DECLINED',
 * pending 'PENDING'; "Result screen" Versatile: amounts in cents). The result screen shows the provider's own
 * language from the lender list, so the answer carries provider, product and reference rather than texts.
 */
export const vers: SandboxLender = {
  code: 'VERS',
  name: 'Versatile',
  routes: versWaterfallRoutes,
  applicationSsns: VERS_APPLICATION_SSNS,
  prequalSsns: VERS_PREQUAL_SSNS,
  otherSsns: `Income rule, where 'refer' is pending; limit 5 % of income between $300 and $${VERS_MAX_LIMIT} (amount in cents); provider FNV-1a('VERS|provider|' + SSN) mod 4 of acima, flexshopper, snap, koalafi. Prequal: approve or refer prequalifies.`,
  costs: (providerId) => VERS_PROVIDER_COSTS[providerId as VersProviderId],
  application(context) {
    const { outcome, creditLimit, fromTable } = decide(
      VERS_APPLICATION_SSNS,
      context,
      VERS_MAX_LIMIT,
      REFER_AS_PENDING,
    );
    const { providerId, productType } = provider(context, fromTable);
    const common = {
      lender: 'Versatile',
      providerId,
      productType,
      providerReferenceNumber: context.reference,
      confirmationnumber: context.reference,
    };
    if (outcome === 'approve') {
      const dollars = creditLimit ?? VERS_SAMPLE_LIMIT;
      return {
        status: 'a',
        result: {
          ...common,
          accepted: 'APPROVED',
          status: 'approved',
          applicationDecision: 'APPROVED',
          amount: dollars * 100,
          creditlimit: String(dollars),
        },
      };
    }
    if (outcome === 'pending') {
      return {
        status: 'p',
        result: {
          ...common,
          pending: 'PENDING',
          pendingappflag: '1',
          status: 'pending',
          applicationDecision: 'REFERRED',
        },
      };
    }
    return {
      status: 'd',
      result: { ...common, declined: 'DECLINED', status: 'declined', applicationDecision: 'DECLINED' },
    };
  },
  prequal(context) {
    const { outcome, creditLimit, fromTable } = decide(
      VERS_PREQUAL_SSNS,
      context,
      VERS_MAX_LIMIT,
      PREQUAL_ON_APPROVE_OR_REFER,
    );
    const { providerId, productType } = provider(context, fromTable);
    const { orderid, historyid } = offerNumbers('VERS', context.ssn);
    if (outcome === 'prequalified') {
      const dollars = creditLimit ?? VERS_SAMPLE_LIMIT;
      return {
        status: 'q',
        result: {
          prequalResult: prequalFields(true, {
            creditlimit: String(dollars),
            orderid,
            historyid,
            versStatus: 'prequalified',
            outcomeType: 'offer_present',
            providerId,
            productType,
            amount: dollars * 100,
            // Lenders §7 "Prequal … returns … prequalResult, versData": the offer as the next-lender button
            // reads it (acima with an offer present: 'Continue'; lenders §4 "Next-application click").
            versData: {
              status: 'prequalified',
              outcomeType: 'offer_present',
              providerId,
              productType,
              amount: dollars * 100,
            },
          }),
        },
      };
    }
    return { status: 'n', result: { prequalResult: prequalFields(false, { orderid, historyid }) } };
  },
};
