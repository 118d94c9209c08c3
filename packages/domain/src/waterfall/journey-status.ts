// Where a consumer's journey at a shop stands, as the server keeps it and every reader sees it (decision 140):
// one shape for the server that writes it, the consumer's pages that read it and the shop console to come.
import type { WaterfallStep } from './next-step.js';

/** The stages in the order a consumer usually passes them. */
export const JOURNEY_STAGES = [
  'link-sent',
  'phone-verified',
  'filling',
  'submitted',
  'decided',
  'next-offered',
  'offer-accepted',
  'funded',
  'ended',
] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

/** Who did what (every event names one). */
export type JourneyActor = 'consumer' | 'staff' | 'system';

export type JourneyEventType =
  | 'link-sent'
  | 'phone-verified'
  | 'page-saved'
  | 'submitted'
  | 'decided'
  | 'offer-accepted'
  | 'offer-declined'
  | 'automatic-prequal-submitted'
  | 'automatic-prequal-skipped'
  /** The consumer chose the amount of an approved loan and went to sign (AFF's finalize, lenders §4). */
  | 'finalized'
  | 'signed'
  | 'funded'
  /** Staff cancelled a signed or funded loan from the console (the lender was asked first). */
  | 'funding-cancelled'
  /** Staff cancelled a link texted to the customer: it no longer opens (decision 166). */
  | 'link-cancelled'
  /** Staff marked the sale finished, with the invoice amount (journeys.sale_outcome). */
  | 'sale-completed'
  /** Staff marked that the customer left without buying. */
  | 'customer-left';

/** One lender's place in the journey. */
export interface JourneyLenderStatus {
  appCode: string;
  /** not-applied, deciding, prequalified, approved, approved-in-store, referred, declined, error, pending, funded. */
  status: string;
  kind: 'application' | 'prequal' | null;
  applicationId: string | null;
  /** The approved amount or credit limit in whole dollars, when the lender gave one. */
  amount: number | null;
}

export interface JourneyEventView {
  at: string;
  actor: string;
  type: string;
  appCode: string | null;
}

export interface JourneyStatus {
  shopKeyId: string;
  stage: string;
  page: string | null;
  /** The waterfall's next step when the journey last changed. */
  nextStep: WaterfallStep | null;
  lenders: JourneyLenderStatus[];
  events: JourneyEventView[];
  startedAt: string;
  updatedAt: string;
}
