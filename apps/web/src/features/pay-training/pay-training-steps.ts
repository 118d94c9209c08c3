// The 19 steps of the pay-link training (lenders §4 "Pay-link training (19 steps)") as one table: which
// simulated screens a step shows, which element its guided popover explains, what the trainee has to do
// before Next, and how the sample data does it (GUIDE 2: the journey is data, no index-based stepper logic
// spread over components). The spec names start, get-phone, enter-details, add-invoice, review-details,
// transition, get-started, verification, gather-payment, invoice-review, payment-success and the POS close-out
// steps (create a link, customer pays, close out in the POS); the other names are ours (decision 086).
import { PAY_TRAINING_STEP_IDS, isPayTrainingStepId, type PayTrainingStepId } from '@ttapply/domain';
import { digitsOnly } from '../../lib/domain';

export { PAY_TRAINING_STEP_IDS, isPayTrainingStepId, type PayTrainingStepId };

/** The associate's side (the pay-link app and the shop's POS) and the customer's phone. */
export type PayTrainingScreen = 'pos' | 'phone';

/** Everything the trainee has typed or tapped in the simulation. Nothing leaves the browser. */
export interface PayTrainingState {
  phone: string;
  firstName: string;
  lastName: string;
  /** The invoice line being typed, before Add Line. */
  lineDescription: string;
  lineAmount: string;
  lines: readonly InvoiceLine[];
  detailsConfirmed: boolean;
  linkSent: boolean;
  linkOpened: boolean;
  started: boolean;
  code: string;
  verified: boolean;
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
  cardZip: string;
  paid: boolean;
  posReference: string;
  paymentApplied: boolean;
  closedOut: boolean;
}

export interface InvoiceLine {
  description: string;
  cents: number;
}

/**
 * The sample customer, invoice and card the popovers tell the trainee to type. The phone is in the 555-01xx
 * range kept for fiction; the card is repeated digits like the training's other test cards (lenders §4).
 */
export const PAY_TRAINING_SAMPLE = {
  shopName: 'Redmond Tire Pros',
  repairOrder: '10482',
  phone: '4255550142',
  firstName: 'Jordan',
  lastName: 'Rivera',
  line: { description: 'Front brake pads and rotors', cents: 28_450 },
  code: '482913',
  cardNumber: '4444444444444444',
  cardExpiry: '12/30',
  cardCvv: '123',
  cardZip: '98052',
  reference: 'PL-204817',
} as const;

export const INITIAL_PAY_TRAINING_STATE: PayTrainingState = {
  phone: '',
  firstName: '',
  lastName: '',
  lineDescription: '',
  lineAmount: '',
  lines: [],
  detailsConfirmed: false,
  linkSent: false,
  linkOpened: false,
  started: false,
  code: '',
  verified: false,
  cardNumber: '',
  cardExpiry: '',
  cardCvv: '',
  cardZip: '',
  paid: false,
  posReference: '',
  paymentApplied: false,
  closedOut: false,
};

/** An amount as typed into the invoice ('284.50', '80') in cents, or undefined when it is not one. */
export function parseAmount(text: string): number | undefined {
  const match = /^\s*\$?(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

export function invoiceTotal(state: Pick<PayTrainingState, 'lines'>): number {
  return state.lines.reduce((sum, line) => sum + line.cents, 0);
}

/** The simulated checkout's card checks: 16 digits, MM/YY with a real month, CVV 3 or 4, a 5-digit ZIP. */
export function cardComplete(state: PayTrainingState): boolean {
  return (
    digitsOnly(state.cardNumber).length === 16 &&
    /^(0[1-9]|1[0-2])\/\d{2}$/.test(state.cardExpiry) &&
    /^\d{3,4}$/.test(state.cardCvv) &&
    /^\d{5}$/.test(state.cardZip)
  );
}

export interface PayTrainingStep {
  id: PayTrainingStepId;
  /** The simulated screens the step shows, in reading order. */
  screens: readonly PayTrainingScreen[];
  /** The `data-pay-guide` value of the element the step's popover explains. */
  guide: string;
  /** What the trainee must have done before Next; a step without it is read and moved on from. */
  done?: (state: PayTrainingState) => boolean;
  /** The same thing done with the sample data: a deep link to a later step starts from it. */
  withSample?: (state: PayTrainingState) => PayTrainingState;
}

const S = PAY_TRAINING_SAMPLE;

export const PAY_TRAINING_STEPS: readonly PayTrainingStep[] = [
  { id: 'start', screens: ['pos'], guide: 'pos-home' },
  {
    id: 'get-phone',
    screens: ['pos'],
    guide: 'customer-phone',
    done: (s) => digitsOnly(s.phone).length === 10,
    withSample: (s) => ({ ...s, phone: S.phone }),
  },
  {
    id: 'enter-details',
    screens: ['pos'],
    guide: 'customer-name',
    done: (s) => s.firstName.trim() !== '' && s.lastName.trim() !== '',
    withSample: (s) => ({ ...s, firstName: S.firstName, lastName: S.lastName }),
  },
  {
    id: 'add-invoice',
    screens: ['pos'],
    guide: 'invoice-line',
    done: (s) => s.lines.length > 0,
    withSample: (s) => ({ ...s, lines: [S.line] }),
  },
  {
    id: 'review-details',
    screens: ['pos'],
    guide: 'review-confirm',
    done: (s) => s.detailsConfirmed,
    withSample: (s) => ({ ...s, detailsConfirmed: true }),
  },
  {
    id: 'send-link',
    screens: ['pos'],
    guide: 'send-link',
    done: (s) => s.linkSent,
    withSample: (s) => ({ ...s, linkSent: true }),
  },
  { id: 'link-sent', screens: ['pos'], guide: 'link-status' },
  { id: 'transition', screens: ['pos', 'phone'], guide: 'phone-screen' },
  {
    id: 'open-link',
    screens: ['phone'],
    guide: 'text-link',
    done: (s) => s.linkOpened,
    withSample: (s) => ({ ...s, linkOpened: true }),
  },
  {
    id: 'get-started',
    screens: ['phone'],
    guide: 'get-started',
    done: (s) => s.started,
    withSample: (s) => ({ ...s, started: true }),
  },
  {
    id: 'verification',
    screens: ['phone'],
    guide: 'verification-code',
    done: (s) => s.verified,
    withSample: (s) => ({ ...s, code: S.code, verified: true }),
  },
  {
    id: 'gather-payment',
    screens: ['phone'],
    guide: 'card-number',
    done: cardComplete,
    withSample: (s) => ({
      ...s,
      cardNumber: S.cardNumber,
      cardExpiry: S.cardExpiry,
      cardCvv: S.cardCvv,
      cardZip: S.cardZip,
    }),
  },
  {
    id: 'invoice-review',
    screens: ['phone'],
    guide: 'pay-button',
    done: (s) => s.paid,
    withSample: (s) => ({ ...s, paid: true }),
  },
  { id: 'payment-success', screens: ['phone'], guide: 'confirmation' },
  { id: 'payment-received', screens: ['pos'], guide: 'link-status' },
  {
    id: 'pos-create-link',
    screens: ['pos'],
    guide: 'pos-reference',
    done: (s) => s.posReference.trim().toUpperCase() === S.reference,
    withSample: (s) => ({ ...s, posReference: S.reference }),
  },
  {
    id: 'pos-customer-pays',
    screens: ['pos'],
    guide: 'apply-payment',
    done: (s) => s.paymentApplied,
    withSample: (s) => ({ ...s, paymentApplied: true }),
  },
  {
    id: 'pos-close-out',
    screens: ['pos'],
    guide: 'close-out',
    done: (s) => s.closedOut,
    withSample: (s) => ({ ...s, closedOut: true }),
  },
  { id: 'complete', screens: ['pos'], guide: 'training-summary' },
];

export const PAY_TRAINING_STEP_COUNT = PAY_TRAINING_STEPS.length;
export const FIRST_PAY_TRAINING_STEP: PayTrainingStepId = 'start';

/** The step's place, 1 to 19, as the progress line counts it. */
export function stepNumber(id: PayTrainingStepId): number {
  return PAY_TRAINING_STEP_IDS.indexOf(id) + 1;
}

export function stepFor(id: PayTrainingStepId): PayTrainingStep {
  return PAY_TRAINING_STEPS[stepNumber(id) - 1]!;
}

export function nextStepId(id: PayTrainingStepId): PayTrainingStepId | undefined {
  return PAY_TRAINING_STEP_IDS[stepNumber(id)];
}

export function previousStepId(id: PayTrainingStepId): PayTrainingStepId | undefined {
  const index = stepNumber(id) - 2;
  return index >= 0 ? PAY_TRAINING_STEP_IDS[index] : undefined;
}

/** Whether Next may be used: the step's own task is done (or it has none). */
export function isStepDone(id: PayTrainingStepId, state: PayTrainingState): boolean {
  return stepFor(id).done?.(state) ?? true;
}

/**
 * The state a step is shown with: every earlier step not yet done is done with the sample data, so a deep
 * link to the middle of the training shows a customer, an invoice and a payment to work with. What the
 * trainee typed is kept. Returns the same object when nothing was missing.
 */
export function stateForStep(state: PayTrainingState, id: PayTrainingStepId): PayTrainingState {
  let next = state;
  for (const step of PAY_TRAINING_STEPS.slice(0, stepNumber(id) - 1)) {
    if (step.withSample && !(step.done?.(next) ?? true)) next = step.withSample(next);
  }
  return next;
}
