/**
 * The lenders' wire format as /work contract "Partner sandbox" names it: what our server sends and what each
 * lender answers. Flags are strings '1'/'0' the way the lenders send them (lenders §3 "Application result").
 */

import type { OfferTermsWire } from './lenders/offer-terms.js';

/** Result fields (lenders §3 "Application result"); each lender fills the ones its result screen reads. */
export interface LenderResultFields {
  accepted?: string;
  declined?: string;
  referral?: string;
  pendingappflag?: '0' | '1' | '2';
  pending?: string;
  error?: string;
  status?: string;
  creditlimit?: string;
  cardnumber?: string;
  confirmationnumber?: string;
  accountonfile?: string;
  customermessage?: string;
  errors?: string[];
  url?: string;
  lender?: string;
  legal?: string;
  websiteurl?: string;
  applicationDecision?: 'APPROVED' | 'DECLINED' | 'REFERRED' | 'ERROR';
  applicationKey?: string;
  errorResult?: string;
  errorMessage?: string;
  referralphone?: string;
  declinereason?: string;
  /** Versatile only: approved amount in cents (lenders §9 "amounts in cents"). */
  amount?: number;
  providerId?: string;
  providerReferenceNumber?: string;
  productType?: 'lease' | 'loan' | 'revolving_credit';
  /** What an approval costs (lenders/offer-terms.ts): added to every approval and prequal offer. */
  offerTerms?: OfferTermsWire;
}

/** Prequal result (lenders §3): the common fields plus each lender's extras (its own prequal data or offer). */
export interface PrequalResultFields {
  accepted: string;
  declined: string;
  pending?: string;
  error?: string;
  creditlimit?: string;
  historyid?: string;
  orderid?: string;
  /** A lender may nest its offer in an object of its own (lenders §7). */
  [extra: string]: string | number | Readonly<Record<string, string | number>> | undefined;
}

export interface CardArt {
  filename: string;
  filenamefilled: string;
  line1: string;
  line2: string;
}

export type ApplicationStatus = 'a' | 'd' | 'p' | 'e';
export type PrequalStatus = 'q' | 'n' | 'e';

export interface ApplicationAnswer {
  applicationId: string;
  status: ApplicationStatus;
  result: LenderResultFields;
  cardArt?: CardArt;
}

export interface PrequalAnswer {
  applicationId: string;
  status: PrequalStatus;
  result: { prequalResult: PrequalResultFields };
}

export type SandboxAnswer = ApplicationAnswer | PrequalAnswer;

export interface SubmitShop {
  acctId: string;
  subId: string;
  storeNumber: string;
}

export interface QuickScreen {
  orderId: string;
  historyId: string;
  quickScreenAccept: '0' | '1';
}

/** The body of POST /lenders/{code}/applications (and /prequal, without quickScreen). */
export interface SubmitRequest {
  appType: string;
  tier: '1' | '2' | '3';
  shop: SubmitShop;
  appData: Readonly<Record<string, string>>;
  quickScreen?: QuickScreen;
}
