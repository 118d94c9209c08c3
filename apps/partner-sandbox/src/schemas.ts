import { z } from 'zod';

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

/** GET /lenders/{code}/rates-and-fees(?provider=…): a lender's (or a waterfall provider's) costs document. */
export const ratesAndFeesParams = z.object({ code: z.string().min(1).max(16) });
export const ratesAndFeesQuery = z.object({
  provider: z
    .string()
    .regex(/^[a-z]{1,24}$/)
    .optional(),
});
