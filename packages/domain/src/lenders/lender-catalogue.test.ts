import { describe, expect, it } from 'vitest';
import { pageTitle } from '../journey/page-text.js';
import { isFinalStatus } from '../results/application-status.js';
import { nextAppButton } from '../waterfall/next-app-button.js';
import { declineNoticeDeadline } from './decline-notice.js';
import { LENDERS } from './lender-catalogue.js';
import { NO_PRODUCT_FLAG } from './mile/mile-product.js';

const nextAppButtonLabel = (...args: Parameters<typeof nextAppButton>) => nextAppButton(...args).label;

describe('lender catalogue', () => {
  it('button labels: Apply, Next for MILE; next app Continue for MILE, Review Disclosures for GNES', () => {
    expect(LENDERS.CFNA.applyLabel).toBe('Apply');
    expect(LENDERS.MILE.applyLabel).toBe('Next');
    expect(LENDERS.MILE.nextAppLabel).toBe('Continue');
    expect(LENDERS.GNES.nextAppLabel).toBe('Review Disclosures');
    expect(LENDERS.CFSS.quickApp).toBe(true);
    expect(LENDERS.BREAD.resultOnly).toBe(true);
    expect(NO_PRODUCT_FLAG).toBe('noMileFlag');
  });
  it('next-app button per lender, Versatile by provider (lenders §4 "Next-application click")', () => {
    expect(nextAppButtonLabel('CFSS')).toBe('Apply');
    expect(nextAppButtonLabel('MILE')).toBe('Continue');
    expect(nextAppButtonLabel('GNES')).toBe('Review Disclosures');
    expect(nextAppButtonLabel('VERS')).toBe('Apply');
    expect(nextAppButtonLabel('VERS', { providerId: 'acima', outcomeType: 'offer_present' })).toBe(
      'Continue',
    );
    expect(nextAppButtonLabel('VERS', { providerId: 'acima', outcomeType: 'additional_info_required' })).toBe(
      'Begin Application',
    );
    expect(nextAppButtonLabel('VERS', { providerId: 'flexshopper' })).toBe('Begin Application');
    expect(nextAppButtonLabel('VERS', { providerId: 'snap' })).toBe('Apply with Snap');
    expect(nextAppButtonLabel('VERS', { providerId: 'koalafi' })).toBe('Apply');
  });
  it("page titles use the prefix 'Text To Apply'", () => {
    expect(pageTitle('app-select')).toBe('Text To Apply | Financing Providers');
    expect(pageTitle('result')).toBe('Text To Apply | Result');
    expect(pageTitle('about-you')).toBe('Text To Apply');
  });
  it('status polling stops at a, d or e', () => {
    expect(['a', 'd', 'e', 'p', 'q', 'n'].map((s) => isFinalStatus(s as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
  it("one deadline per lender's decline notice, the spec's table (lenders §9 'Decline letters')", () => {
    expect(declineNoticeDeadline('CFNA')).toEqual({ within: 10 });
    expect(declineNoticeDeadline('GDYR')).toEqual({ within: 10 });
    expect(declineNoticeDeadline('EZPY')).toEqual({ within: 10 });
    expect(declineNoticeDeadline('AMFF')).toEqual({ within: 30 });
    expect(declineNoticeDeadline('GEMY')).toEqual({ from: 7, within: 10 });
    expect(declineNoticeDeadline('MILE')).toEqual({ within: 30 });
    expect(declineNoticeDeadline('VERS', 'FlexShopper')).toEqual({ from: 7, within: 10 });
    // Lenders the table does not name: Regulation B's 30 days.
    expect(declineNoticeDeadline('VERS', 'acima')).toEqual({ within: 30 });
    expect(declineNoticeDeadline('CFSS')).toEqual({ within: 30 });
    expect(declineNoticeDeadline('GNES')).toEqual({ within: 30 });
  });
});
