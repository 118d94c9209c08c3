import { z } from 'zod';
import { ERROR_CODES } from '../errors/app-error.js';

// The consumer's answers are the domain's (one contract with the web's pages); re-exported for the routes.
export { applicationSchema, consumerSchema, shopSchema } from '@ttapply/domain/consumer-api';

/** Shapes shared by several routes; the contract is docs/architecture.md "HTTP API". */
export const errorResponse = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_CODES) as [keyof typeof ERROR_CODES, ...(keyof typeof ERROR_CODES)[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const modeSchema = z.enum(['apply', 'fm-train']).optional();

/** Error responses every route may give; listed so each route declares a response per status. */
export const commonErrors = {
  400: errorResponse,
  404: errorResponse,
  429: errorResponse,
  500: errorResponse,
} as const;
