// The postal address check (spec §7 "Postal address check"; docs/architecture.md POST /api/v1/usps/address).
import { api } from '../../lib/api-client';

export type AddressKind = 'resident' | 'mailing' | 'previous';

/** One address as the store keeps it (field values of the Residence step). */
export interface AddressInput {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
}

/** The USPS-standardised form the server answers with. */
export interface StandardAddress {
  streetAddress: string;
  secondaryAddress?: string | null;
  city: string;
  state: string;
  ZIPCode: string;
  ZIPPlus4?: string | null;
}

export async function checkAddress(
  kind: AddressKind,
  address: AddressInput,
  signal?: AbortSignal,
): Promise<StandardAddress> {
  const response = await api.post<{ info: { address: StandardAddress } }>(
    '/api/v1/usps/address',
    { ...address, type: kind },
    { signal },
  );
  return response.info.address;
}

/** The Residence step's field names for each kind of address. */
export const ADDRESS_FIELDS: Record<
  AddressKind,
  { address1: string; address2: string; city: string; state: string; zip: string }
> = {
  resident: { address1: 'ADDRESS1', address2: 'ADDRESS2', city: 'CITY', state: 'STATE', zip: 'ZIP' },
  mailing: {
    address1: 'MAILING_ADDRESS1',
    address2: 'MAILING_ADDRESS2',
    city: 'MAILING_CITY',
    state: 'MAILING_STATE',
    zip: 'MAILING_ZIP',
  },
  previous: {
    address1: 'PREVIOUS_ADDRESS1',
    address2: 'PREVIOUS_ADDRESS2',
    city: 'PREVIOUS_CITY',
    state: 'PREVIOUS_STATE',
    zip: 'PREVIOUS_ZIP',
  },
};

export function addressFrom(kind: AddressKind, values: Record<string, string>): AddressInput {
  const f = ADDRESS_FIELDS[kind];
  return {
    address1: values[f.address1] ?? '',
    address2: values[f.address2] ?? '',
    city: values[f.city] ?? '',
    state: values[f.state] ?? '',
    zipcode: values[f.zip] ?? '',
  };
}

/** Confirming replaces the typed address with the standardised one (spec §4 "Address modal"). */
export function valuesFromStandard(kind: AddressKind, address: StandardAddress): Record<string, string> {
  const f = ADDRESS_FIELDS[kind];
  return {
    [f.address1]: address.streetAddress,
    [f.address2]: address.secondaryAddress ?? '',
    [f.city]: address.city,
    [f.state]: address.state,
    [f.zip]: address.ZIPCode,
  };
}

export function formatAddress(a: AddressInput): string {
  return [a.address1, a.address2, `${a.city}, ${a.state} ${a.zipcode}`].filter((s) => s.trim()).join(', ');
}

export function formatStandard(a: StandardAddress): string[] {
  const zip = a.ZIPPlus4 ? `${a.ZIPCode}-${a.ZIPPlus4}` : a.ZIPCode;
  return [a.streetAddress, a.secondaryAddress ?? '', `${a.city}, ${a.state} ${zip}`].filter((s) => s.trim());
}
