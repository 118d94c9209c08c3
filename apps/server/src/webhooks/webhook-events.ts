import type { WebhookEventType } from '@ttapply/domain/console';
import type { JourneyEvent } from '../journey/journey-service.js';

/** A lender's status word (the journey status's) and the webhook event that announces it. */
const DECISION_EVENTS: Record<string, WebhookEventType> = {
  approved: 'lender.approved',
  'approved-in-store': 'lender.approved',
  funded: 'lender.approved',
  declined: 'lender.declined',
  referred: 'lender.referred',
  prequalified: 'lender.prequalified',
};

/**
 * The webhook event a journey event is, before the lender's answer is read: a decision becomes one of the
 * lender.* events from the status its application now has (decisionEventOf). Events a shop system has no use
 * for (a page saved, an automatic prequal skipped, AFF's signing steps) announce nothing.
 */
export function webhookEventOf(event: JourneyEvent): WebhookEventType | 'decision' | undefined {
  switch (event.type) {
    case 'phone-verified':
      return 'journey.phone_verified';
    case 'submitted':
    case 'automatic-prequal-submitted':
      return 'application.submitted';
    case 'decided':
      return 'decision';
    case 'offer-accepted':
      return 'offer.accepted';
    case 'offer-declined':
      return 'offer.refused';
    case 'funded':
      return 'loan.funded';
    case 'funding-cancelled':
      return 'loan.funding_cancelled';
    case 'sale-completed':
      return 'sale.completed';
    case 'customer-left':
      return 'customer.left';
    // A cancelled link stops opening as an expired one does (decision 166): for the shop system both mean the
    // customer needs a new link.
    case 'link-cancelled':
      return 'link.expired';
    default:
      return undefined;
  }
}

/** The lender.* event for a lender's status word; none for an error or a lender still deciding. */
export function decisionEventOf(status: string): WebhookEventType | undefined {
  return DECISION_EVENTS[status];
}
