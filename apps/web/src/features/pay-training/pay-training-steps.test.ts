// The pay-link training's step table (lenders §4 "Pay-link training (19 steps)"): 19 steps, the spec's names in
// the spec's order, each step's task and sample, and the state a deep link starts from.
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import {
  FIRST_PAY_TRAINING_STEP,
  INITIAL_PAY_TRAINING_STATE,
  PAY_TRAINING_SAMPLE,
  PAY_TRAINING_STEPS,
  PAY_TRAINING_STEP_IDS,
  cardComplete,
  invoiceTotal,
  isPayTrainingStepId,
  isStepDone,
  nextStepId,
  parseAmount,
  previousStepId,
  stateForStep,
  stepNumber,
  type PayTrainingState,
} from './pay-training-steps';

/** The names lenders §4 gives, in its order; the POS close-out steps are named by us (decision 086). */
const SPEC_NAMES = [
  'start',
  'get-phone',
  'enter-details',
  'add-invoice',
  'review-details',
  'transition',
  'get-started',
  'verification',
  'gather-payment',
  'invoice-review',
  'payment-success',
];
const POS_CLOSE_OUT = ['pos-create-link', 'pos-customer-pays', 'pos-close-out'];

describe('pay-link training steps', () => {
  it('has 19 steps, the table and the id list agree, and every id is unique', () => {
    expect(PAY_TRAINING_STEPS).toHaveLength(19);
    expect(PAY_TRAINING_STEPS.map((s) => s.id)).toEqual([...PAY_TRAINING_STEP_IDS]);
    expect(new Set(PAY_TRAINING_STEP_IDS).size).toBe(19);
  });

  it("holds the spec's step names in the spec's order, then the three POS close-out steps", () => {
    const positions = SPEC_NAMES.map((name) => PAY_TRAINING_STEP_IDS.indexOf(name as never));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const close = POS_CLOSE_OUT.map((name) => PAY_TRAINING_STEP_IDS.indexOf(name as never));
    expect(close).toEqual([15, 16, 17]);
    expect(Math.min(...close)).toBeGreaterThan(positions.at(-1)!);
    expect(FIRST_PAY_TRAINING_STEP).toBe('start');
  });

  it('goes forward and back one step at a time, with nothing before the first or after the last', () => {
    expect(previousStepId('start')).toBeUndefined();
    expect(nextStepId('start')).toBe('get-phone');
    expect(previousStepId('get-phone')).toBe('start');
    expect(nextStepId('payment-success')).toBe('payment-received');
    expect(nextStepId('complete')).toBeUndefined();
    expect(stepNumber('start')).toBe(1);
    expect(stepNumber('gather-payment')).toBe(12);
    expect(stepNumber('complete')).toBe(19);
    for (const id of PAY_TRAINING_STEP_IDS.slice(1)) expect(nextStepId(previousStepId(id)!)).toBe(id);
  });

  it('knows its own step names only', () => {
    expect(isPayTrainingStepId('verification')).toBe(true);
    expect(isPayTrainingStepId('nope')).toBe(false);
    expect(isPayTrainingStepId('')).toBe(false);
    expect(isPayTrainingStepId(undefined)).toBe(false);
  });

  it('has a title, lead, popover title and popover text for every step, and shows each step a screen', () => {
    const catalogue = en as Record<string, string>;
    for (const step of PAY_TRAINING_STEPS) {
      for (const part of ['title', 'lead', 'tipTitle', 'tip']) {
        expect(catalogue[`payTraining.${step.id}.${part}`], `${step.id}.${part}`).toBeTruthy();
      }
      expect(step.screens.length).toBeGreaterThan(0);
      expect(step.guide).toMatch(/^[a-z-]+$/);
    }
    // The transition shows both sides: the associate hands over to the customer's phone.
    expect(PAY_TRAINING_STEPS.find((s) => s.id === 'transition')!.screens).toEqual(['pos', 'phone']);
  });

  it('blocks Next on a task step until it is done, and its sample does it', () => {
    let state: PayTrainingState = INITIAL_PAY_TRAINING_STATE;
    for (const step of PAY_TRAINING_STEPS) {
      if (!step.done) {
        expect(isStepDone(step.id, state)).toBe(true);
        expect(step.withSample).toBeUndefined();
        continue;
      }
      expect(isStepDone(step.id, INITIAL_PAY_TRAINING_STATE), step.id).toBe(false);
      state = step.withSample!(state);
      expect(isStepDone(step.id, state), step.id).toBe(true);
    }
    const steps = PAY_TRAINING_STEPS.filter((s) => s.done).map((s) => s.id);
    expect(steps).toEqual([
      'get-phone',
      'enter-details',
      'add-invoice',
      'review-details',
      'send-link',
      'open-link',
      'get-started',
      'verification',
      'gather-payment',
      'invoice-review',
      'pos-create-link',
      'pos-customer-pays',
      'pos-close-out',
    ]);
  });

  it('checks what was typed: ten phone digits, both names, the reference from the customer’s confirmation', () => {
    const s = INITIAL_PAY_TRAINING_STATE;
    expect(isStepDone('get-phone', { ...s, phone: '425555014' })).toBe(false);
    expect(isStepDone('get-phone', { ...s, phone: '(425) 555-0142' })).toBe(true);
    expect(isStepDone('enter-details', { ...s, firstName: 'Jordan', lastName: '  ' })).toBe(false);
    expect(isStepDone('pos-create-link', { ...s, posReference: 'PL-000000' })).toBe(false);
    expect(isStepDone('pos-create-link', { ...s, posReference: ' pl-204817 ' })).toBe(true);
  });

  it('gives a deep link the sample data for every earlier step, keeping what the trainee typed', () => {
    const deep = stateForStep(INITIAL_PAY_TRAINING_STATE, 'invoice-review');
    expect(deep.phone).toBe(PAY_TRAINING_SAMPLE.phone);
    expect(deep.lines).toEqual([PAY_TRAINING_SAMPLE.line]);
    expect(deep.verified).toBe(true);
    expect(cardComplete(deep)).toBe(true);
    // The step itself is not done for the trainee.
    expect(deep.paid).toBe(false);

    const typed = { ...INITIAL_PAY_TRAINING_STATE, firstName: 'Sam', lastName: 'Ng' };
    expect(stateForStep(typed, 'add-invoice')).toMatchObject({ firstName: 'Sam', lastName: 'Ng' });
    // Nothing missing: the same object, so the page does not re-render for nothing.
    expect(stateForStep(deep, 'invoice-review')).toBe(deep);
    expect(stateForStep(INITIAL_PAY_TRAINING_STATE, 'start')).toBe(INITIAL_PAY_TRAINING_STATE);
    expect(stateForStep(INITIAL_PAY_TRAINING_STATE, 'get-phone')).toBe(INITIAL_PAY_TRAINING_STATE);
  });

  it('reads invoice amounts in dollars and cents and totals the lines', () => {
    expect(parseAmount('284.50')).toBe(28_450);
    expect(parseAmount('$80')).toBe(8_000);
    expect(parseAmount('9.5')).toBe(950);
    expect(parseAmount('0')).toBeUndefined();
    expect(parseAmount('12.345')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
    expect(
      invoiceTotal({
        lines: [
          { description: 'a', cents: 28_450 },
          { description: 'b', cents: 8_000 },
        ],
      }),
    ).toBe(36_450);
  });

  it('takes a card only when number, expiry, CVV and ZIP are all complete', () => {
    const card = stateForStep(INITIAL_PAY_TRAINING_STATE, 'invoice-review');
    expect(cardComplete(card)).toBe(true);
    expect(cardComplete({ ...card, cardNumber: '444444444444444' })).toBe(false);
    expect(cardComplete({ ...card, cardExpiry: '13/30' })).toBe(false);
    expect(cardComplete({ ...card, cardCvv: '12' })).toBe(false);
    expect(cardComplete({ ...card, cardCvv: '1234' })).toBe(true);
    expect(cardComplete({ ...card, cardZip: '9805' })).toBe(false);
  });
});
