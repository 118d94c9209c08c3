import { describe, expect, it } from 'vitest';
import { LENDERS } from '@ttapply/domain';
import { en } from '../../i18n/en';

// Spec §2 screen 12: app selection shows the first provider's name, description, bullets and legal text,
// whichever lender the shop lists first; a lender without copy would show a bare code.
describe('app selection copy', () => {
  const offered = Object.values(LENDERS).filter((lender) => !lender.resultOnly);
  it.each(offered.map((l) => l.code))('%s has a name and a description', (code) => {
    expect(en).toHaveProperty(`lender.${code}.name`);
    expect(en).toHaveProperty(`lender.${code}.description`);
  });

  it('the lenders with promos carry them: AFF legal limits, MILE cash back, CFNA limits', () => {
    const text = en as Record<string, string>;
    // The amounts come from the lender's definition (decision 266), not the copy.
    expect(text['lender.AMFF.legal']).toContain('{min} to {max}');
    expect(text['lender.AMFF.bullet1']).toBe('Loans from {min} to {max}');
    expect(text['lender.AMFF.legal']).toContain('39% to 180%');
    expect(text['lender.AMFF.legal']).toContain('6 to 24 months');
    expect(text['lender.MILE.bullet1']).toBe('1% cash back on purchases');
    expect(text['lender.MILE.bullet2']).toBe('Credit limits up to $10,000');
    for (const code of ['CFNA', 'CFSS', 'GEMY', 'GNES', 'MILE', 'AMFF', 'EZPY', 'VERS']) {
      expect(text[`lender.${code}.legal`], code).toBeTruthy();
      expect(text[`lender.${code}.bullet1`], code).toBeTruthy();
    }
  });
});
