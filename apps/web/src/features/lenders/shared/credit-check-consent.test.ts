// The consent line per lender: soft or hard, the lender, its data, and the automatic soft prequal
// of the next prequal lender after a decline (lenders §4 "Submission pages").
import { describe, expect, it } from 'vitest';
import { APPLICANT } from '../../../test/lender-api';
import { consentSentence } from './credit-check-consent';
import { creditCheckConsent, submissionAppData } from '../../../lib/domain';

const line = (...args: Parameters<typeof creditCheckConsent>) =>
  consentSentence(creditCheckConsent(...args), 'Submit Application');

describe('Credit check consent line', () => {
  it('CFNA alone: a hard check by CFNA, naming its data, nothing after a decline', () => {
    expect(line('CFNA', 'application', { values: APPLICANT, appList: ['CFNA'] })).toBe(
      'By selecting Submit Application, you authorize a hard credit check by CFNA, which receives your name, date of birth, Social Security number, contact details, address, income, employer, housing details and ID.',
    );
  });

  it('CFNA then Concora: names Concora and its data for the soft check after a decline', () => {
    const text = line('CFNA', 'application', { values: APPLICANT, appList: ['CFNA', 'CFSS', 'GNES'] });
    expect(text).toMatch(/^By selecting Submit Application, you authorize a hard credit check by CFNA, /);
    expect(text).toMatch(
      /If CFNA declines, Concora receives your name, .* for a soft credit check to see if you prequalify\./,
    );
    expect(text).toMatch(/A soft credit check does not affect your credit score\.$/);
    // DigniFi does not prequalify, so it is not named.
    expect(text).not.toContain('DigniFi');
  });

  it('says "the same information" when the next lender gets exactly the same data', () => {
    const text = line('CFNA', 'application', { values: APPLICANT, appList: ['CFNA', 'MILE'] });
    expect(text).toContain(
      'If CFNA declines, Mile Mastercard receives the same information for a soft credit check',
    );
  });

  it('a Concora prequal is a soft check', () => {
    const text = consentSentence(
      creditCheckConsent('GNES', 'prequal', { values: APPLICANT, appList: ['GNES'] }),
      'Check My Offer',
    );
    expect(text).toBe(
      'By selecting Check My Offer, you authorize a soft credit check by Concora, which receives your name, date of birth, Social Security number, contact details, address and income. A soft credit check does not affect your credit score.',
    );
  });

  it('DigniFi: a hard check by DigniFi', () => {
    expect(line('CFSS', 'application', { values: APPLICANT, appList: ['CFSS'] })).toMatch(
      /you authorize a hard credit check by DigniFi, which receives your name/,
    );
  });

  it('sends only requested, non-empty answers, with the confirm fields the server checks', () => {
    const data = submissionAppData('CFNA', { ...APPLICANT, MIDDLE_INITIAL: '' });
    expect(data.SSN).toBe('123456789');
    expect(data.CONFIRM_SSN).toBe(APPLICANT.CONFIRM_SSN);
    expect(data.MIDDLE_INITIAL).toBeUndefined();
  });
});
