// Response shapes of the HTTP API (docs/architecture.md). Kept to the fields the web app reads.

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
  image?: string | null;
  address: ShopAddress;
  latitude?: number;
  longitude?: number;
  /** Comma-separated app codes, first offered first. */
  lenders: string;
  distance?: number;
  storeNumber?: string;
  cardArt?: CardArt | null;
  /** The shop's account at the lenders (MILE's Summary of Credit Terms, lenders §7). */
  acctId?: string;
  subId?: string;
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
  t2AConsumerKeyId?: string | number;
  createdAt?: string;
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
}

export interface SubmitApplicationResponse {
  success: boolean;
  applicationKeyId: string | number;
  status: string;
  application: ApplicationRecord;
}
