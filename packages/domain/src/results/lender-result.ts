// The result a lender returns for one application (lenders §3 "Application result (per app code)").
// Flags arrive as booleans or strings depending on the lender, so they are read through isSet.

export const APPLICATION_STATUSES = ['a', 'd', 'n', 'q', 'e', 'p'] as const;
/** a approved, d declined, n not qualified / declined at prequal, q prequalified, e error, p pending (spec §4). */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type Flag = boolean | string | number | null | undefined;

export interface PrequalResult {
  accepted?: Flag;
  declined?: Flag;
  pending?: Flag;
  error?: Flag;
  creditlimit?: string | number;
  historyid?: string;
  orderid?: string;
  [key: string]: unknown;
}

export interface LenderResult {
  accepted?: Flag;
  declined?: Flag;
  referral?: Flag;
  /** '0' nothing pending, '1' referred, '2' approved in store (BSRO flow). */
  pendingappflag?: '0' | '1' | '2' | string;
  pending?: Flag;
  error?: Flag;
  status?: string;
  creditlimit?: string | number;
  cardnumber?: string;
  confirmationnumber?: string;
  accountonfile?: string;
  customermessage?: string;
  errors?: unknown;
  url?: string;
  lender?: string;
  legal?: string;
  websiteurl?: string;
  applicationDecision?: 'APPROVED' | 'DECLINED' | 'REFERRED' | 'ERROR' | string;
  applicationKey?: string;
  errorResult?: Flag | object;
  errorMessage?: string;
  applicationstatus?: string;
  amount?: number | string;
  providerId?: string;
  providerReferenceNumber?: string;
  productType?: 'lease' | 'loan' | 'revolving_credit' | string;
  /** The prequalification answer, when the lender prequalifies (lenders §3). */
  prequalResult?: PrequalResult;
  [key: string]: unknown;
}

/** A flag is set when it is true, or a non-empty string other than '0' / 'false', or a non-zero number. */
export function isSet(flag: unknown): boolean {
  if (flag === true) return true;
  if (typeof flag === 'number') return flag !== 0;
  if (typeof flag === 'string') {
    const v = flag.trim().toLowerCase();
    return v !== '' && v !== '0' && v !== 'false';
  }
  return typeof flag === 'object' && flag !== null;
}
