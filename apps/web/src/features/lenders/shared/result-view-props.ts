import type { AppCode, LenderResult } from '../../../lib/domain';
import type { ApplicationRecord, Shop } from '../../../lib/api-types';

/** What the result page hands every lender's result view (lenders §4 "Result screen (RESULT)"). */
export interface ResultViewProps {
  /** The application shown: the last one with an outcome. */
  application: ApplicationRecord;
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
}
