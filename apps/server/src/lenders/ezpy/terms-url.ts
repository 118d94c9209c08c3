import { MESSAGES, parseLenderList } from '@ttapply/domain';
import { z } from 'zod';
import { AppError, errorText } from '../../errors/app-error.js';
import type { PartnerHttpClient } from '../partner-http-client.js';
import { ERROR_MESSAGES_EN } from '../../i18n/en/error-messages.js';

/** Lenders §8: 'Terms unavailable' when no terms are in the response. */
export const TERMS_UNAVAILABLE = ERROR_MESSAGES_EN['terms.unavailable'];

const lenderAnswer = z.object({ terms_and_conditions_url: z.string().min(1).max(2048) });

export interface EzpyTermsRequest {
  /** The resident state (USPS code): EasyPay's state law disclosures differ by state (lenders §9). */
  state: string;
  shop: { acctId: string; subId: string; lenders: string };
}

/**
 * Lenders §7 "EZPY terms": asks EasyPay for the page with its State Law Disclosures and Terms and Conditions
 * for this store and state. The answer is framed by the browser, so it must be an address on the lenders'
 * pages origin, the one origin the CSP frame-src lists (GUIDE 12): anything else is treated as no terms.
 */
export async function ezpyTermsUrl(
  client: PartnerHttpClient,
  request: EzpyTermsRequest,
  options: { lenderPagesOrigin: string; signal: AbortSignal },
): Promise<string> {
  if (!parseLenderList(request.shop.lenders).includes('EZPY')) {
    throw new AppError('BAD_REQUEST', 't2AStoreKeyId: EZPY is not offered by this shop.');
  }
  const query = new URLSearchParams({
    state: request.state,
    acctId: request.shop.acctId,
    subId: request.shop.subId,
  });
  const answer = await client
    .getJson(`/lenders/EZPY/terms-url?${query.toString()}`, options.signal)
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new AppError('PARTNER_TIMEOUT', MESSAGES.transport.communication, { cause: error });
      }
      throw new AppError('PARTNER_UNAVAILABLE', MESSAGES.transport.unreachable, { cause: error });
    });
  const parsed = lenderAnswer.safeParse(answer);
  if (!parsed.success) throw new AppError('PARTNER_UNAVAILABLE', errorText('terms.unavailable'));
  let url: URL;
  try {
    url = new URL(parsed.data.terms_and_conditions_url);
  } catch {
    throw new AppError('PARTNER_UNAVAILABLE', errorText('terms.unavailable'));
  }
  if (url.origin !== options.lenderPagesOrigin)
    throw new AppError('PARTNER_UNAVAILABLE', errorText('terms.unavailable'));
  return url.toString();
}
