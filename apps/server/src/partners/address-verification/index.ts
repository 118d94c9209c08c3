import type { Config } from '../../config.js';
import type { AddressVerifier } from './address-verifier.js';
import { OfflineAddressVerifier } from './offline-address-verifier.js';
import { UspsAddressVerifier } from './usps-address-verifier.js';

export type * from './address-verifier.js';

/** Picks the verifier from ADDRESS_VERIFIER; config validation already ensured USPS credentials exist. */
export function createAddressVerifier(config: Config): AddressVerifier {
  const { kind, usps, timeoutMs } = config.addressVerifier;
  if (kind === 'usps') {
    return new UspsAddressVerifier({
      clientId: usps.clientId ?? '',
      clientSecret: usps.clientSecret ?? '',
      baseUrl: usps.baseUrl,
      timeoutMs,
    });
  }
  return new OfflineAddressVerifier();
}
