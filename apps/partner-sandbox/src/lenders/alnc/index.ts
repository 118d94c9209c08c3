import { storeCardCosts } from '../offer-terms.js';
import { storeCardLender } from '../store-card.js';
import { ALNC_APPLICATION_SSNS } from './decisions.js';

export const alnc = storeCardLender({
  code: 'ALNC',
  name: 'Bread Financial',
  applicationSsns: ALNC_APPLICATION_SSNS,
  sampleLimit: 3000,
  maxLimit: 6000,
  cardDigit: '7',
  costs: storeCardCosts('Bread Financial'),
  referralPhone: '18005550149',
  messages: {
    approve: 'Congratulations! Your Bread Financing account is approved.',
    refer: 'We need a few more details before a decision. Please call Bread Financial at 1-800-555-0149.',
    decline: 'Sorry, we were unable to approve your Bread Financing application.',
  },
});
