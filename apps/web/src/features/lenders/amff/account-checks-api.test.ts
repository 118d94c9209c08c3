import { describe, expect, it } from 'vitest';
import { cardErrorFields } from './account-checks-api';

describe('card check codes (lenders §5)', () => {
  it.each([
    ['CARDERR', ['CC_NUMBER'], ['CC_NUMBER']],
    ['EXPERR', ['CC_EXP_MONTH', 'CC_EXP_YEAR'], []],
    ['CVVERR', ['CVV'], ['CVV']],
    ['ZIPERR', ['BILLING_ZIP'], ['BILLING_ZIP']],
    ['WHATEVER', ['CC_NUMBER'], ['CC_NUMBER']],
  ])('%s marks %j and clears %j with the reason', (code, marks, clears) => {
    const { errors, cleared } = cardErrorFields({ success: false, error_code: code, reason: 'Because' });
    expect(Object.keys(errors)).toEqual(marks);
    expect(Object.values(errors).every((e) => e === 'Because')).toBe(true);
    expect(cleared).toEqual(clears);
  });
});
