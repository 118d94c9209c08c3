// The AFF errors of lenders §8, each with its title and AFF's phone number: which text a failure shows.
import type { useMessages } from '../../../i18n/messages';
import { ApiError } from '../../../lib/api-client';

type Messages = ReturnType<typeof useMessages>;

export interface AffAlert {
  title: string;
  message: string;
}

/** The server's sentence without its final period, so '{message}. Please contact…' reads once. */
const sentence = (text: string) => text.trim().replace(/\.+$/, '');

/** A server or lender refusal (4xx) carries words to show; a 5xx or a lost connection does not. */
const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** 'Amount Error' for the finance amount (lenders §5), from the server's field text. */
export function amountError(m: Messages, error: unknown): AffAlert | undefined {
  const text = error instanceof ApiError ? error.fields?.amount : undefined;
  return text ? { title: m('aff.error.amountTitle'), message: text } : undefined;
}

export function calculationError(m: Messages, error: unknown, phone: string): AffAlert {
  return (
    amountError(m, error) ?? {
      title: m('aff.error.calculationTitle'),
      message: m('aff.error.calculation', { phone }),
    }
  );
}

/**
 * lenders §8 'Finalization Error': the server text plus the call to AFF; without a result URL the longer text;
 * 'Service Error' when the service gave no answer at all.
 */
export function finalizationError(m: Messages, error: unknown, phone: string): AffAlert {
  const amount = amountError(m, error);
  if (amount) return amount;
  if (refused(error)) {
    return {
      title: m('aff.error.finalizationTitle'),
      message: m('aff.error.finalizationServer', { message: sentence(error.message), phone }),
    };
  }
  return { title: m('aff.error.serviceTitle'), message: m('aff.error.service') };
}

export function finalizationWithoutUrl(m: Messages, phone: string): AffAlert {
  return { title: m('aff.error.finalizationTitle'), message: m('aff.error.finalizationNoUrl', { phone }) };
}

export function serviceError(m: Messages): AffAlert {
  return { title: m('aff.error.serviceTitle'), message: m('aff.error.service') };
}

/** 'Funding Error': the server text or the default, then a request to call AFF's support number. */
export function fundingError(m: Messages, error: unknown, phone: string): AffAlert {
  const message = refused(error) ? sentence(error.message) : m('aff.error.funding');
  return { title: m('aff.error.fundingTitle'), message: m('aff.error.fundingCall', { message, phone }) };
}

/** 'Cancellation Error': 'An unknown error has occurred' or the server text. */
export function cancellationError(m: Messages, error: unknown): AffAlert {
  return {
    title: m('aff.error.cancellationTitle'),
    message: refused(error) ? error.message : m('aff.error.cancellation'),
  };
}
