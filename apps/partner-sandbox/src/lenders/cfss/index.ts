import { decide, type SandboxLender } from '../sandbox-lender.js';
import { CFSS_APPLICATION_SSNS, CFSS_MAX_LIMIT, CFSS_SAMPLE_LIMIT } from './decisions.js';

/** The bank that makes DigniFi loans; its disclosures and its result's `legal` name the same bank. */
export const CFSS_BANK_NAME = 'Republic Bank & Trust Company';
export const CFSS_BANK = `${CFSS_BANK_NAME}, Member FDIC`;

/**
 * DigniFi one-time loan (lenders §4 "Result screen" DigniFi: approval with next steps; decline 'SORRY, WE WERE
 * UNABLE TO APPROVE YOUR APPLICATION.'; the lender is a bank, Member FDIC). DigniFi has no referral: the
 * rule's 'refer' is a decline.
 */
export const cfss: SandboxLender = {
  code: 'CFSS',
  name: 'DigniFi',
  applicationSsns: CFSS_APPLICATION_SSNS,
  otherSsns: `Income rule, where 'refer' is a decline; limit 5 % of income between $300 and $${CFSS_MAX_LIMIT}.`,
  application(context) {
    const { outcome, creditLimit } = decide(CFSS_APPLICATION_SSNS, context, CFSS_MAX_LIMIT, {
      approve: 'approve',
      refer: 'decline',
      decline: 'decline',
    });
    const common = {
      lender: 'DigniFi',
      confirmationnumber: context.reference,
      // `legal` carries the bank's name alone, as EasyPay's does: the result screen writes the sentence.
      legal: CFSS_BANK_NAME,
    };
    if (outcome === 'approve') {
      return {
        status: 'a',
        result: {
          ...common,
          accepted: '1',
          declined: '0',
          status: 'approved',
          applicationDecision: 'APPROVED',
          creditlimit: String(creditLimit ?? CFSS_SAMPLE_LIMIT),
          customermessage:
            'Your loan is approved. Next steps: show this screen to the shop associate, who will set the repair amount; your loan documents are sent to your email for signature.',
          websiteurl: 'https://www.dignifi.com',
        },
      };
    }
    return {
      status: 'd',
      result: {
        ...common,
        accepted: '0',
        declined: '1',
        status: 'declined',
        applicationDecision: 'DECLINED',
        customermessage: 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.',
      },
    };
  },
};
