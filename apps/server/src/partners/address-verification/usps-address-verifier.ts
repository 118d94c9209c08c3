import type { AddressToVerify, AddressVerification, AddressVerifier } from './address-verifier.js';
import { poBoxReason } from './usps-standards.js';
import { ERROR_MESSAGES_EN } from '../../i18n/en/error-messages.js';

export interface UspsOptions {
  clientId: string;
  clientSecret: string;
  /** https://apis.usps.com in production, https://apis-tem.usps.com for the USPS test environment. */
  baseUrl: string;
  timeoutMs: number;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

interface TokenAnswer {
  access_token?: string;
  expires_in?: number | string;
}

interface AddressAnswer {
  address?: {
    streetAddress?: string;
    secondaryAddress?: string;
    city?: string;
    state?: string;
    ZIPCode?: string;
    ZIPPlus4?: string | null;
  };
  additionalInfo?: { DPVConfirmation?: string };
}

export const USPS_NOT_FOUND = ERROR_MESSAGES_EN['address.notFound'];
// Renew a little before USPS says the token expires, so a request never goes out with a dying token.
const TOKEN_MARGIN_MS = 60_000;

/**
 * USPS Addresses API v3 (`GET /addresses/v3/address`) with an OAuth 2.0 client-credentials token
 * (`POST /oauth2/v3/token`), cached until shortly before it expires and renewed once on a 401.
 * USPS answers 400 for an address it cannot parse and 404 for one it cannot find: both are "not found" for
 * the applicant; anything else (5xx, 401 twice, 429 over quota, a timeout) rejects so the route answers 502.
 */
export class UspsAddressVerifier implements AddressVerifier {
  readonly name = 'usps';
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: UspsOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  async verify(input: AddressToVerify, opts: { signal?: AbortSignal } = {}): Promise<AddressVerification> {
    // USPS standardises P.O. boxes happily; whether one may be a residence is our rule (spec §5).
    const poBox = poBoxReason(input.address1, input.type);
    if (poBox) return { found: false, reason: poBox };
    const zip = /^(\d{5})(?:-?(\d{4}))?$/.exec(input.zipCode.trim());
    const query = new URLSearchParams({
      streetAddress: input.address1.trim(),
      city: input.city.trim(),
      state: input.state.trim().toUpperCase(),
    });
    if (input.address2?.trim()) query.set('secondaryAddress', input.address2.trim());
    if (zip?.[1]) query.set('ZIPCode', zip[1]);
    if (zip?.[2]) query.set('ZIPPlus4', zip[2]);
    const signal = this.signal(opts.signal);

    let response = await this.addressRequest(query, await this.accessToken(signal), signal);
    if (response.status === 401) {
      this.token = undefined;
      response = await this.addressRequest(query, await this.accessToken(signal), signal);
    }
    if (response.status === 400 || response.status === 404) return { found: false, reason: USPS_NOT_FOUND };
    if (!response.ok) throw new Error(`USPS address API answered ${response.status}`);
    const body = (await response.json()) as AddressAnswer;
    const address = body.address;
    if (!address?.streetAddress || !address.city || !address.state || !address.ZIPCode) {
      throw new Error('USPS address API answered without an address');
    }
    // DPV 'N': USPS knows the street but not this house number.
    if (body.additionalInfo?.DPVConfirmation === 'N') return { found: false, reason: USPS_NOT_FOUND };
    return {
      found: true,
      address: {
        streetAddress: address.streetAddress,
        secondaryAddress: address.secondaryAddress ?? '',
        city: address.city,
        state: address.state,
        ZIPCode: address.ZIPCode,
        ...(address.ZIPPlus4 ? { ZIPPlus4: address.ZIPPlus4 } : {}),
      },
    };
  }

  private signal(caller: AbortSignal | undefined): AbortSignal {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    return caller ? AbortSignal.any([caller, timeout]) : timeout;
  }

  private addressRequest(query: URLSearchParams, token: string, signal: AbortSignal): Promise<Response> {
    return this.fetch(`${this.options.baseUrl}/addresses/v3/address?${query.toString()}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal,
    });
  }

  /** One token request at a time; concurrent checks wait for the same one. */
  private async accessToken(signal: AbortSignal): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    this.pendingToken ??= this.requestToken(signal).finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async requestToken(signal: AbortSignal): Promise<string> {
    const response = await this.fetch(`${this.options.baseUrl}/oauth2/v3/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
      }),
      signal,
    });
    if (!response.ok) throw new Error(`USPS token endpoint answered ${response.status}`);
    const body = (await response.json()) as TokenAnswer;
    if (!body.access_token) throw new Error('USPS token endpoint answered without a token');
    const lifetimeMs = (Number(body.expires_in) || 0) * 1000;
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS),
    };
    return body.access_token;
  }
}
