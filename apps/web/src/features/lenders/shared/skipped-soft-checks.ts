// The automatic soft prequals the consumer agreed to that the server could not send (journey event
// 'automatic-prequal-skipped', decision 140: the data that lender's prequal needs was not gathered, and the
// lender is offered with its button instead). Provided by the result page so the offer of that lender says
// so (issue item 7: "EasyPay's soft check after No Thanks answered 400 and nothing was shown").
import { createContext } from 'react';
import type { JourneyStatus } from '../../../lib/domain';

export const SkippedSoftChecksContext = createContext<readonly string[]>([]);

/** The lenders whose automatic soft prequal the server's journey records as not sent. */
export function skippedSoftChecksOf(journey: Pick<JourneyStatus, 'events'> | undefined): string[] {
  return (journey?.events ?? [])
    .filter((event) => event.type === 'automatic-prequal-skipped' && event.appCode)
    .map((event) => event.appCode!);
}
