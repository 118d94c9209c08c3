import { storeCardCosts } from '../offer-terms.js';
import { storeCardLender } from '../store-card.js';
import { BIGO_APPLICATION_SSNS } from './decisions.js';

export const bigo = storeCardLender({
  code: 'BIGO',
  name: 'Big O Tires Credit Card',
  applicationSsns: BIGO_APPLICATION_SSNS,
  sampleLimit: 1500,
  maxLimit: 4000,
  cardDigit: '4',
  costs: storeCardCosts('Big O Tires Credit Card', { days: 180, minimumPurchaseCents: 19900 }),
  referralPhone: '18005550150',
  cardArt: {
    filename: 'bigo-card.png',
    filenamefilled: 'bigo-card-filled.png',
    line1: 'Big O Tires Credit Card',
    line2: 'Tires & Service',
  },
  messages: {
    approve: 'Congratulations! Your Big O Tires Credit Card application has been approved.',
    refer:
      'We need a few more details before a decision. Please call 1-800-555-0150 and give your Reference Number.',
    decline: 'Sorry, we were unable to approve your Big O Tires Credit Card application.',
  },
});
