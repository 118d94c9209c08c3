import { cityKey, lookupZip, stateCode, zipBelongsToCity } from '../us-zip-dataset.js';
import type { AddressToVerify, AddressVerification, AddressVerifier } from './address-verifier.js';
import {
  cleanAddressText,
  poBoxReason,
  standardizeSecondaryLine,
  standardizeStreetLine,
} from './usps-standards.js';

/**
 * Default verifier for development, training and tests (TEST_MODE LOCAL needs no USPS account): standardises
 * like USPS (Publication 28 abbreviations, upper case, no punctuation) and checks what the offline ZIP
 * dataset can prove: the ZIP exists, lies in the state, and belongs to the city. It cannot know whether the
 * house number exists on the street, nor compute the ZIP+4 (a given +4 is passed through).
 */
export class OfflineAddressVerifier implements AddressVerifier {
  readonly name = 'offline';

  async verify(input: AddressToVerify): Promise<AddressVerification> {
    const poBox = poBoxReason(input.address1, input.type);
    if (poBox) return { found: false, reason: poBox };
    const line = standardizeStreetLine(input.address1);
    if ('error' in line) return { found: false, reason: line.error };

    const zipMatch = /^(\d{5})(?:-?(\d{4}))?$/.exec(input.zipCode.trim());
    const zip = zipMatch ? lookupZip(zipMatch[1] as string) : undefined;
    if (!zipMatch || !zip) return { found: false, reason: `ZIP code ${input.zipCode.trim()} was not found.` };
    const state = stateCode(input.state);
    const city = cleanAddressText(input.city);
    if (!state || zip.state !== state) {
      return { found: false, reason: `ZIP code ${zip.zip} is not in ${input.state.trim().toUpperCase()}.` };
    }
    if (!cityKey(city) || !zipBelongsToCity(zip, city, state)) {
      return { found: false, reason: `ZIP code ${zip.zip} is not in ${city}, ${state}.` };
    }

    const secondaryAddress = [line.unit, standardizeSecondaryLine(input.address2)].filter(Boolean).join(' ');
    return {
      found: true,
      address: {
        streetAddress: line.street,
        secondaryAddress,
        // The dataset's preferred city name, as USPS answers with its own spelling.
        city: cleanAddressText(zip.city),
        state,
        ZIPCode: zip.zip,
        ...(zipMatch[2] ? { ZIPPlus4: zipMatch[2] } : {}),
      },
    };
  }
}
