import { describe, expect, it } from 'vitest';
import { PAY_TRAINING_STEP_IDS } from '../training/pay-training-step-ids.js';
import { trainingDueReasons, trainingValidSince, type TrainingCompletion } from './staff-training.js';

const now = new Date('2026-11-25T12:00:00Z');
const allSteps = (at: Date): TrainingCompletion[] =>
  PAY_TRAINING_STEP_IDS.map((step) => ({ programme: 'pay-link', step, completedAt: at }));

describe('trainingDueReasons (decision 198)', () => {
  it('is not due with every pay-link step and a walk per offered lender within 12 months', () => {
    const recent = new Date('2026-01-01T00:00:00Z');
    const walks: TrainingCompletion[] = ['CFNA', 'GNES'].map((step) => ({
      programme: 'walk',
      step,
      completedAt: recent,
    }));
    expect(trainingDueReasons([...allSteps(recent), ...walks], ['CFNA', 'GNES'], now)).toEqual([]);
  });

  it('counts pay-link steps and names each lender without a walk', () => {
    const recent = new Date('2026-10-01T00:00:00Z');
    const some = allSteps(recent).slice(0, 5);
    expect(trainingDueReasons(some, ['CFNA', 'AFF'], now)).toEqual([
      'Pay-link training: 5 of 19 steps done in the last 12 months.',
      'No training walk with CFNA in the last 12 months.',
      'No training walk with AFF in the last 12 months.',
    ]);
  });

  it('lets training older than 12 months lapse, to the day', () => {
    const since = trainingValidSince(now);
    expect(since.toISOString()).toBe('2025-11-25T12:00:00.000Z');
    const justInside = allSteps(since);
    expect(trainingDueReasons(justInside, [], now)).toEqual([]);
    const justOutside = allSteps(new Date(since.getTime() - 1));
    expect(trainingDueReasons(justOutside, [], now)).toEqual([
      'Pay-link training: 0 of 19 steps done in the last 12 months.',
    ]);
  });
});
