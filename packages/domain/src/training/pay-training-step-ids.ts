// The pay-link training's 19 step ids (lenders §4 "Pay-link training (19 steps)", decision 086), here so the
// browser's simulation and the server that records an associate's completed steps (decision 198) agree.
export const PAY_TRAINING_STEP_IDS = [
  'start',
  'get-phone',
  'enter-details',
  'add-invoice',
  'review-details',
  'send-link',
  'link-sent',
  'transition',
  'open-link',
  'get-started',
  'verification',
  'gather-payment',
  'invoice-review',
  'payment-success',
  'payment-received',
  'pos-create-link',
  'pos-customer-pays',
  'pos-close-out',
  'complete',
] as const;

export type PayTrainingStepId = (typeof PAY_TRAINING_STEP_IDS)[number];

export function isPayTrainingStepId(value: string | undefined): value is PayTrainingStepId {
  return (PAY_TRAINING_STEP_IDS as readonly string[]).includes(value ?? '');
}
