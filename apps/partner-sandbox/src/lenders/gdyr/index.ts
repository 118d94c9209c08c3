import { storeCardCosts } from '../offer-terms.js';
import { storeCardLender } from '../store-card.js';
import { GDYR_APPLICATION_SSNS } from './decisions.js';

export const gdyr = storeCardLender({
  code: 'GDYR',
  name: 'Goodyear Credit Card (CFNA)',
  applicationSsns: GDYR_APPLICATION_SSNS,
  sampleLimit: 2000,
  maxLimit: 4500,
  cardDigit: '6',
  costs: storeCardCosts('Goodyear Credit Card (CFNA)', { days: 180, minimumPurchaseCents: 25000 }),
  referralPhone: '18005558201',
  cardArt: {
    filename: 'goodyear-card.png',
    filenamefilled: 'goodyear-card-filled.png',
    line1: 'Goodyear Credit Card',
    line2: 'Issued by CFNA',
  },
  messages: {
    approve: 'Congratulations! Your Goodyear Credit Card application has been approved.',
    refer:
      'Your application needs a few more details before a decision. Please call CFNA at 1-800-555-8201 and give your Reference Number.',
    decline:
      "Sorry, we were unable to approve your Goodyear Credit Card application. You'll receive a letter of explanation within 10 days.",
  },
});
