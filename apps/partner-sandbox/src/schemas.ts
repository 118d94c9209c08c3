import { z } from 'zod';
import { LENDER_CODES } from './lender-api.js';
import { BEHAVIOUR_MODES } from './state/behaviours.js';
import { CFSS_DOCS, US_STATES } from './documents/cfss-disclosures.js';

/** SSN as the lender takes it: 9 digits, dashes allowed (lenders §5 "SSN: 9 digits shown 3-2-4"). */
export const SSN_PATTERN = /^\d{3}-?\d{2}-?\d{4}$/;
export const normaliseSsn = (ssn: string): string => ssn.replace(/-/g, '');

const text = (max: number) => z.string().max(max);

export const idempotencyHeaders = z.object({
  // Contract: required, 8-128 characters; visible ASCII so it can be echoed and logged safely.
  'idempotency-key': z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be visible ASCII'),
});

const shop = z.object({
  acctId: z.string().min(1).max(64),
  subId: text(64),
  storeNumber: text(64),
});

const appData = z
  .record(z.string().min(1).max(64), text(2000))
  .refine((data) => Object.keys(data).length <= 300, 'appData has too many fields')
  .refine((data) => typeof data.SSN === 'string' && SSN_PATTERN.test(data.SSN), {
    message: 'appData.SSN must be 9 digits',
    path: ['SSN'],
  });

const prequalShape = {
  appType: z.string().min(1).max(32),
  tier: z.enum(['1', '2', '3']),
  shop,
  appData,
};

export const prequalBody = z.object(prequalShape);

export const applicationBody = z.object({
  ...prequalShape,
  quickScreen: z
    .object({
      orderId: z.string().min(1).max(64),
      historyId: z.string().min(1).max(64),
      quickScreenAccept: z.enum(['0', '1']),
    })
    .optional(),
});

export const lenderParams = z.object({ code: z.string().min(1).max(16) });
export const statusParams = z.object({
  code: z.string().min(1).max(16),
  applicationId: z.string().min(1).max(80),
});

export const gnesDisclosureParams = z.object({ orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });
export const cfssDisclosureQuery = z.object({
  state: z.enum(Object.keys(US_STATES) as [keyof typeof US_STATES, ...(keyof typeof US_STATES)[]]),
  doc: z.enum(CFSS_DOCS),
});
export const mileDocumentParams = z.object({
  offerId: z.string().regex(/^\d{1,16}$/),
  file: z.enum(['doc6.html', 'doc6.pdf', 'doc8.html', 'doc8.pdf', 'doc9.html', 'doc9.pdf']),
});

/** Lenders §7 "MILE credit terms": the shop's acctId and subId. */
export const mileTermsQuery = z.object({
  acctId: z.string().trim().min(1, 'acctId is required').max(64),
  subId: z.string().trim().max(64).default(''),
});
export const mileTermsFileParams = z.object({ file: z.enum(['doc6.html', 'doc6.pdf']) });
export const mileWalletParams = z.object({ reference: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

const lenderOrAll = z.enum([...LENDER_CODES, '*']);

export const behaviourBody = z.object({
  lender: lenderOrAll,
  mode: z.enum(BEHAVIOUR_MODES),
  delayMs: z.number().int().min(0).max(600_000).optional(),
  times: z.number().int().min(1).max(1_000_000).optional(),
});

export const pullsBody = z.object({
  lender: z.enum(LENDER_CODES),
  ssn: z.string().regex(SSN_PATTERN),
});

export const inFlightQuery = z.object({ lender: lenderOrAll.default('*') });

/** GET /lenders/{code}/rates-and-fees(?provider=acima): a lender's (or Versatile provider's) costs document. */
export const ratesAndFeesParams = z.object({ code: z.string().min(1).max(16) });
export const ratesAndFeesQuery = z.object({
  provider: z
    .string()
    .regex(/^[a-z]{1,24}$/)
    .optional(),
});
