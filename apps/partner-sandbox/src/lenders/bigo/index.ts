import { storeCardLender, type StoreCardOutcome } from '../store-card.js';

/** The Big O Tires Credit Card (BIGO, docs/decisions/135): the same training SSNs as the other store cards. */
export const BIGO_APPLICATION_SSNS: Readonly<Record<string, StoreCardOutcome>> = {
  '111111111': 'approve',
  '222222222': 'decline',
  '333333333': 'refer',
};

export const bigo = storeCardLender({
  code: 'BIGO',
  name: 'Big O Tires Credit Card',
  applicationSsns: BIGO_APPLICATION_SSNS,
  sampleLimit: 1500,
  maxLimit: 4000,
  cardDigit: '4',
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
