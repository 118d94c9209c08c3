/** Which address of the applicant is checked (spec applicant-journey §3 "Address validation"). */
export type AddressType = 'resident' | 'mailing' | 'previous';

export interface AddressToVerify {
  address1: string;
  address2?: string | undefined;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** 5-digit ZIP, optionally with its +4. */
  zipCode: string;
  /** Residential addresses (resident, previous) may not be P.O. boxes; mailing addresses may. Default resident. */
  type?: AddressType | undefined;
}

/** The postal service's standardised form, named as the USPS Addresses API v3 names it (spec §3 info.address). */
export interface StandardizedAddress {
  streetAddress: string;
  secondaryAddress: string;
  city: string;
  state: string;
  ZIPCode: string;
  ZIPPlus4?: string;
}

export type AddressVerification =
  | { found: true; address: StandardizedAddress }
  /** `reason` is shown to the applicant after 'Error finding address:' (spec §8 "Address check"). */
  | { found: false; reason: string };

/**
 * Checks and standardises a US postal address (GUIDE 4 "Partners behind interfaces"). Implementations:
 * `offline` (default; the ZIP dataset and USPS Publication 28 abbreviations, no network) and `usps`
 * (the USPS Addresses API v3).
 */
export interface AddressVerifier {
  /** Short name for logs and tests. */
  readonly name: string;
  /**
   * Resolves `{ found: true, address }` with the standardised address, or `{ found: false, reason }` when
   * the address does not exist or may not be used (a P.O. box as a residence). Rejects only when the check
   * itself failed (network, credentials, a malformed answer); the caller answers that with a 502. `signal`
   * aborts the call when the caller gives up waiting.
   */
  verify(address: AddressToVerify, options?: { signal?: AbortSignal }): Promise<AddressVerification>;
}
