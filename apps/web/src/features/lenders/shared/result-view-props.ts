import type { AppCode, JourneyStatus, LenderResult } from '../../../lib/domain';
import type { ApplicationRecord, Shop } from '../../../lib/api-types';
import type { StepProps } from '../../../lib/step-props';

/** What the result page hands every lender's result view (lenders §4 "Result screen (RESULT)"). */
export interface ResultViewProps {
  /** The application shown: the last one with an outcome. */
  application: ApplicationRecord;
  /** The key the journey store holds it under (its app code as the lender answered it). */
  applicationKey: string;
  /** Its lender result (never null here: the page shows the processing spinner until it arrives). */
  result: LenderResult;
  /**
   * The lender a decline offers next (the domain's consumerOutcome(...).nextApp over the effective app list);
   * undefined when none is left or the consumer is already approved or referred.
   */
  nextApp: AppCode | undefined;
  /** Moves the journey to the given next lender (useNextApplication). */
  onNext: (appCode: AppCode) => void;
  shop: Shop | null;
  /** The applicant's answers (name and address on the Goodyear print view, Versatile full name). */
  values: Record<string, string>;
  /** Moves on from an approval to the lender's own after-approval pages (the domain's nextPage). */
  onContinue: StepProps['goNext'];
  /** Goes to a named page, e.g. back to About You to correct an application. */
  goTo: StepProps['goTo'];
  /** The server's record of the journey's events, once read (decision 140). */
  events: JourneyStatus['events'] | undefined;
}
