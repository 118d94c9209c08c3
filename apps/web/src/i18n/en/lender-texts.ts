// Each lender's own texts: its offer on the application selection (name, description, bullets, legal line and
// terms link, keyed by its app code), its review's terms, and its screens' parts. The catalogue spreads them.
import { gemyMessages } from './gemy';
import { ezpyMessages } from './ezpy';
import { mileMessages } from './mile';
import { versMessages } from './vers';
import { affFundingMessages } from './aff-funding';
import { affAccountMessages } from './aff-account';

const lenderOffers = {
  'lender.CFNA.name': 'CFNA Credit Card',
  'lender.CFNA.description':
    'A store credit card for tires, service and repairs at participating shops, from Credit First National Association.',
  'lender.CFNA.bullet1': 'Special financing on purchases of $149 and up',
  'lender.CFNA.bullet2': 'Credit limits up to $4,500',
  'lender.CFNA.bullet3': 'No annual fee',
  'lender.CFNA.legal':
    'Subject to credit approval. The CFNA credit card is issued by Credit First National Association.',
  // "See the terms" is a link to CFNA's terms, the document its review page offers (decision 226).
  'lender.CFNA.termsLink': 'See the terms',
  'lender.CFNA.termsAfter': 'for details on rates, fees and special financing.',
  'lender.CFSS.name': 'DigniFi',
  'lender.CFSS.description': 'A one-time repair loan with fixed payments.',
  'lender.GEMY.name': 'Synchrony Car Care',
  'lender.GEMY.description': 'A bank credit card for car care at participating locations.',
  'lender.GNES.name': 'Concora Credit',
  'lender.GNES.description': 'A credit card for people building or rebuilding credit.',
  'lender.MILE.name': 'Mile Mastercard',
  'lender.MILE.description': 'A prequalified Mastercard with 1% cash back and limits up to $10,000.',
  'lender.AMFF.name': 'American First Finance',
  'lender.AMFF.description': 'A payment plan or loan funded to a virtual debit card.',
  'lender.EZPY.name': 'EasyPay Finance',
  'lender.EZPY.description': 'Lease-to-own and easy-pay financing.',
  'lender.VERS.name': 'Versatile',
  'lender.VERS.description': 'Lease and loan options from several providers.',
  'review.terms': 'I have read and agree to the CFNA Credit Card Terms and Conditions.',
  'review.openTerms': 'Read the CFNA Terms and Conditions',
  'review.termsTitle': 'CFNA Terms and Conditions',
  'review.termsBody':
    'By submitting this application you authorise Credit First National Association to obtain your credit report and to verify the information you provided. If approved, your account will be governed by the CFNA Credit Card Agreement sent with your card. Special financing offers apply to qualifying purchases of $149 and up; see the agreement for rates, fees and payment terms.',
  'demo.termHeading': 'CFNA Term Testing',
  'demo.termText': 'Test page that shows the CFNA test terms.',
} as const;

export const lenderTexts = {
  ...lenderOffers,
  ...gemyMessages,
  ...ezpyMessages,
  ...mileMessages,
  ...versMessages,
  ...affFundingMessages,
  ...affAccountMessages,
} as const;
