import { describe, expect, it } from 'vitest';
import { modeFromPath, modeKey, paths, TRAINING_MODE } from './routes';

describe('the journey mode and its key (decision 150)', () => {
  it('keeps training under /fm-train and apply mode without a prefix', () => {
    expect(modeFromPath('/fm-train/apply/about-you')).toBe(TRAINING_MODE);
    expect(modeFromPath('/fm-training')).toBe('apply');
    expect(paths.step(TRAINING_MODE, 'about-you')).toBe('/fm-train/apply/about-you');
    expect(paths.step('apply', 'about-you')).toBe('/apply/about-you');
    expect(paths.landing()).toBe('/');
    expect(paths.landing(TRAINING_MODE)).toBe('/fm-train');
  });

  it("names training 'fm-train' to the server and apply mode not at all", () => {
    expect(modeKey('training')).toBe('fm-train');
    expect(modeKey('apply')).toBe('');
  });
});
