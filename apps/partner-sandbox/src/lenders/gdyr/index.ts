import { storeCardCosts } from '../offer-terms.js';
import type { SandboxLender } from '../sandbox-lender.js';
import { storeCardLender, type StoreCardIssuer } from '../store-card.js';
import { GDYR_APPLICATION_SSNS } from './decisions.js';

/** The Goodyear Credit Card, answered as its issuer's card (the registry passes the issuer's block). */
export function goodyearCard(issuer: StoreCardIssuer): SandboxLender {
  const name = `Goodyear Credit Card (${issuer.name})`;
  return storeCardLender({
    code: 'GDYR',
    name,
    applicationSsns: GDYR_APPLICATION_SSNS,
    sampleLimit: 2000,
    maxLimit: 4500,
    cardDigit: '6',
    costs: storeCardCosts(name, { days: 180, minimumPurchaseCents: 25000 }),
    referralPhone: issuer.referralPhone,
    cardArt: {
      filename: 'goodyear-card.png',
      filenamefilled: 'goodyear-card-filled.png',
      line1: 'Goodyear Credit Card',
      line2: `Issued by ${issuer.name}`,
    },
    messages: {
      approve: 'Congratulations! Your Goodyear Credit Card application has been approved.',
      refer: issuer.referMessage,
      decline:
        "Sorry, we were unable to approve your Goodyear Credit Card application. You'll receive a letter of explanation within 10 days.",
    },
  });
}
