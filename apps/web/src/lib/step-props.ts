import type { PageId } from './domain';

/** What the apply-step route hands to each step screen. */
export interface StepProps {
  pageId: PageId;
  /** Moves on to the page the domain's nextPage picks, once the store holds what the step just dispatched. */
  goNext: () => void;
  /** Goes to a named page id. With `returnHere`, the next Next/Continue comes back to this page (Edit links). */
  goTo: (pageId: PageId, options?: { returnHere?: boolean }) => void;
}
