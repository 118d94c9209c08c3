import { describe, expect, it } from 'vitest';
import { documentDownloadUrl } from './policy-document-dialog';

describe('policy document downloads', () => {
  it("use the shop's PDF with its first lender once a shop is chosen (spec §7)", () => {
    expect(documentDownloadUrl('privacy', { keyId: 'shop 1' }, 'CFNA')).toBe(
      '/api/v1/shops/shop/shop%201/pdf?appType=CFNA&template=privacy',
    );
    expect(documentDownloadUrl('sms', { keyId: 7 }, 'GEMY')).toBe(
      '/api/v1/shops/shop/7/pdf?appType=GEMY&template=sms-terms',
    );
  });

  it('add the residence state only to CFSS terms', () => {
    expect(documentDownloadUrl('terms', { keyId: 7 }, 'CFSS', 'WA')).toBe(
      '/api/v1/shops/shop/7/pdf?appType=CFSS&template=terms&state=WA',
    );
    expect(documentDownloadUrl('privacy', { keyId: 7 }, 'CFSS', 'WA')).toBe(
      '/api/v1/shops/shop/7/pdf?appType=CFSS&template=privacy',
    );
  });

  it('fall back to the generic documents without a shop', () => {
    expect(documentDownloadUrl('terms', null, undefined)).toBe('/terms/terms-and-conditions.pdf');
  });
});
