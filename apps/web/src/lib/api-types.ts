// Response shapes of the HTTP API (docs/architecture.md). Kept to the fields the web app reads.
import type { JourneyStatus } from './domain';

export interface ShopAddress {
  addr1: string;
  addr2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface CardArt {
  filename?: string;
  filenamefilled?: string;
  line1?: string;
  line2?: string;
}

export interface Shop {
  keyId: string | number;
  name: string;
  phoneNumber?: string;
  /** When the shop answers its phone, as the shop wrote it; empty or absent when not given. */
  contactHours?: string;
  image?: string | null;
  address: ShopAddress;
  latitude?: number;
  longitude?: number;
  /** Comma-separated app codes, first offered first. */
  lenders: string;
  distance?: number;
  storeNumber?: string;
  cardArt?: CardArt | null;
  /** Merchant numbers a lender knows the shop by (GEMY's data-share token, lenders §7). */
  acctId?: string;
  subId?: string;
  /** Lenders §3: '1' runs Synchrony's prequal variant. */
  synchronyPrequalAccept?: string;
}

export interface ShopSearchResponse {
  shops: Shop[];
  keywordInfo?: unknown;
}

export interface Consumer {
  t2AConsumerKeyId: string | number;
  linkCode?: string;
  phoneMobile?: string;
  [key: string]: unknown;
}

export interface ConsumerByLinkResponse {
  consumer: Consumer & { keyword?: string | null; companyName?: string; phoneLastFour?: string | null };
  /** Null when the link came from a company keyword several shops share: shop search picks one. */
  shop: Shop | null;
}

export interface SendCodeResponse {
  verificationHash: string;
}

export interface ApplicationRecord {
  applicationKeyId: string | number;
  appType: string;
  /** An application (hard check) or a prequalification (soft check), contract "GET /api/v1/apps/app/{id}". */
  kind?: 'application' | 'prequal';
  status: string;
  result?: Record<string, unknown> | null;
  cardArt?: CardArt | string | null;
  last4?: string | null;
  /** AFF sign status (lenders §4 item 7): '0' not signed or cancelled, '1' signed, '2' funded. */
  signedFlag?: string;
  /** lenders §9: '1' virtual card, '2' bank account, '3' credit card. */
  fundingType?: string;
  /** AFF's finalized loan: amount, payments, masked funding targets (null before finalize). */
  affLoan?: AffLoan | null;
  /** What AFF funded, never the card number or CVV (lenders §3 "Funding / funded details"). */
  fundedDetails?: { fundtype: FundingType; last4: string; first6?: string } | null;
  t2AConsumerKeyId?: string | number;
  /** The apps selected when it was submitted, comma-joined (lenders §3 "selectedApps"). */
  selectedApps?: string;
  createdAt?: string;
}

export type FundingType = '1' | '2' | '3';

/** lenders §3 "Finance estimate", with the product and, for a lease, its total cost and early buyout. */
export interface FinanceEstimate {
  acctApproval: string;
  acctApprovalPay: string;
  acctApprovalPayTotal: string;
  acctApprovalPayFreq: string;
  acctApprovalTerm: string;
  acctApprovalApr: string;
  acctApprovalFirstPayDue: string;
  iTotalPayments: number;
  iMainPayments: number;
  iMainPaymentsAmount: string;
  iFinalPayment: number;
  iFinalPaymentAmount: string;
  productType?: 'loan' | 'lease';
  leaseTotalCost?: string;
  earlyBuyout?: string;
}

export interface AffLoan {
  amount: number;
  repairOrderId: string;
  estimate: FinanceEstimate;
  fundingOptions: Array<{ fundingType: FundingType; masked: string }>;
}

export interface ValidateOtpResponse {
  verified: string;
  token?: string;
  consumer?: Consumer;
  applications?: ApplicationRecord[];
  /**
   * The token opens nothing but the SSN check yet: an earlier application or the saved draft holds an SSN
   * (decision 025). A draft is not in `applications`, so this is the only sign of it.
   */
  ssnPending?: boolean;
  /** What the returning visit confirms first (decision 194). */
  identityCheck?: 'ssn' | 'dob' | null;
}

export interface SubmitApplicationResponse {
  success: boolean;
  applicationKeyId: string | number;
  status: string;
  application: ApplicationRecord;
}

/** One credit check of the journey and the consent it rests on (decision 190). */
export interface CreditCheckRecord {
  appCode: string;
  check: 'soft' | 'hard';
  consentText: string;
  agreedAt: string;
  /** When the lender was asked; null for a consent given but not used. */
  checkedAt: string | null;
}

/** GET /api/v1/apps/journey: where the consumer's journey at a shop stands, and its applications there. */
export interface JourneyAnswer {
  /** The domain's one shape of the journey status (decision 140). */
  journey: JourneyStatus | null;
  applications: ApplicationRecord[];
  /** "Credit checks for this application"; absent from an older server. */
  creditChecks?: CreditCheckRecord[];
}
