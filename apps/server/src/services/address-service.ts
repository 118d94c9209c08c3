import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import type { AddressVerifier, StandardizedAddress } from '../partners/address-verification/index.js';
import { addressFieldErrors, type AddressFields, type AddressKind } from './app-data-rules.js';

class VerifierTimeout extends Error {}

/** The answer's shape (spec §3 info.address); also the route's 200 schema. */
export const standardizedAddressSchema = z.object({
  streetAddress: z.string().min(1),
  secondaryAddress: z.string(),
  city: z.string().min(1),
  state: z.string().length(2),
  ZIPCode: z.string().regex(/^\d{5}$/),
  ZIPPlus4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});

/**
 * The postal address check behind POST /api/v1/usps/address (spec §4 "Address modal"). Fields are checked
 * with the domain's rules first; then the verifier, a partner: whatever it does wrong (throws, hangs,
 * answers nonsense) becomes a clean 502/504, never a stack.
 */
export class AddressService {
  constructor(
    private readonly verifier: AddressVerifier,
    private readonly timeoutMs: number,
  ) {}

  /**
   * The standardised address. AppError BAD_REQUEST ('Zip Code: Invalid zip', every field in `fields`) for a
   * malformed field; NOT_FOUND with the verifier's reason for an address that does not exist or may not be
   * used; PARTNER_UNAVAILABLE or PARTNER_TIMEOUT when the check itself failed.
   */
  async verify(type: AddressKind, fields: AddressFields): Promise<StandardizedAddress> {
    const errors = addressFieldErrors(type, fields);
    const [first] = errors;
    if (first) {
      throw new AppError('BAD_REQUEST', `${first.label}: ${first.message}`, {
        fields: Object.fromEntries(errors.map((e) => [e.key, e.message])),
      });
    }
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new VerifierTimeout(`${this.verifier.name} address verifier took over ${this.timeoutMs} ms`));
      }, this.timeoutMs);
    });
    try {
      const result = await Promise.race([
        this.verifier.verify(
          {
            address1: fields.address1 ?? '',
            address2: fields.address2,
            city: fields.city ?? '',
            state: fields.state ?? '',
            zipCode: fields.zipcode ?? '',
            type,
          },
          { signal: controller.signal },
        ),
        timeout,
      ]);
      if (!result.found) throw new AppError('NOT_FOUND', result.reason);
      // A partner's malformed answer is the partner's failure (502), not ours (500).
      const address = standardizedAddressSchema.safeParse(result.address);
      if (!address.success) throw new Error(`${this.verifier.name} answered a malformed address`);
      return address.data;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw error;
      if (error instanceof VerifierTimeout || (error instanceof Error && error.name === 'TimeoutError')) {
        throw new AppError('PARTNER_TIMEOUT', undefined, { cause: error });
      }
      throw new AppError('PARTNER_UNAVAILABLE', undefined, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
}
