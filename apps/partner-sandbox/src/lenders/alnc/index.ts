import { storeCardLender, type StoreCardOutcome } from '../store-card.js';

/**
 * Bread Financing (ALNC: Alliance Data, now Bread Financial; docs/decisions/135). Its own test SSNs, so a
 * walk can be declined by CFNA (222222222) and decided here by the income rule, or pick Bread's outcome.
 */
export const ALNC_APPLICATION_SSNS: Readonly<Record<string, StoreCardOutcome>> = {
  '121212121': 'approve',
  '232323232': 'decline',
  '333333333': 'refer',
};

export const alnc = storeCardLender({
  code: 'ALNC',
  name: 'Bread Financial',
  applicationSsns: ALNC_APPLICATION_SSNS,
  sampleLimit: 3000,
  maxLimit: 6000,
  cardDigit: '7',
  referralPhone: '18005550149',
  messages: {
    approve: 'Congratulations! Your Bread Financing account is approved.',
    refer: 'We need a few more details before a decision. Please call Bread Financial at 1-800-555-0149.',
    decline: 'Sorry, we were unable to approve your Bread Financing application.',
  },
});
