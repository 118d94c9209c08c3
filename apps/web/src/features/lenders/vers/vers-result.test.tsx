import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { VersResult } from './vers-result';
import { callableLine } from '../../../test/callable-line';

const LANGUAGE = {
  lenderName: 'Acima',
  approvalLanguage: '<p>Approved, {fullName}!</p>',
  leaseApprovalLang:
    '<p>{fullName}, your lease spending limit is <b>{spendingLimit}</b> at store {shopNumber}. Ref {referenceNumber}.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  declineLanguage: '<p>Declined by the provider.</p>',
  extraLanguage1: '<p>Your application is pending review.</p>',
  extraLanguage2: '<p>The provider had a problem.</p>',
  supportPhone: '1-800-555-0177',
};

describe('Versatile result (lenders §4, §8, §9)', () => {
  it("accepted: the product's sanitised language with name, limit in dollars, shop number and reference", () => {
    const { container } = renderResultView(VersResult, {
      accepted: 'APPROVED',
      amount: 125000,
      productType: 'lease',
      providerId: 'acima',
      providerReferenceNumber: 'AC-9',
      versLender: LANGUAGE,
    });
    const html = container.querySelector('.lender-html');
    expect(html?.textContent).toBe('Pat Lee, your lease spending limit is $1,250 at store 0412. Ref AC-9.');
    expect(html?.innerHTML).not.toMatch(/script|onerror/);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    // The provider gives no rate or payment here: the screen says so, naming the provider (decision 226).
    expect(
      within(screen.getByRole('region', { name: 'Rate and payments' })).getByText(
        'Acima has not given its rate and payments here. They are in the agreement Acima gives you before you sign.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('a value put into the template cannot become markup', () => {
    const { container } = renderResultView(
      VersResult,
      { accepted: '1', versLender: LANGUAGE },
      { values: { FIRST_NAME: '<img src=x onerror=alert(1)>', LAST_NAME: 'Lee' } },
    );
    expect(container.querySelector('.lender-html img')).toBeNull();
    expect(container.querySelector('.lender-html')?.textContent).toBe(
      'Approved, <img src=x onerror=alert(1)> Lee!',
    );
  });

  it('declined: the decline language, FlexShopper email in 7 to 10 days, and the next lender', () => {
    renderResultView(
      VersResult,
      { declined: 'DECLINED', providerId: 'flexshopper', versLender: LANGUAGE },
      { nextApp: 'AMFF' },
    );
    expect(screen.getByText('Declined by the provider.')).toBeTruthy();
    expect(
      screen.getByText('FlexShopper will send you a written explanation by email in 7 to 10 days.'),
    ).toBeTruthy();
    expect(screen.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeTruthy();
  });

  it('pending and error show their own language', () => {
    renderResultView(VersResult, { pending: 'PENDING', providerId: 'acima', versLender: LANGUAGE });
    expect(screen.getByText('Your application is pending review.')).toBeTruthy();
  });

  it('a Snap communication error asks to retry later', () => {
    renderResultView(VersResult, { status: 'ERROR', providerId: 'snap', versLender: LANGUAGE });
    expect(screen.getByText('The provider had a problem.')).toBeTruthy();
    expect(
      screen.getByText('We could not reach Snap to finish your application. Please try again later.'),
    ).toBeTruthy();
  });

  it('no text: the error naming the provider, its support contact and the hours', () => {
    renderResultView(VersResult, { accepted: '1', providerId: 'koalafi', referralphone: '1-800-555-0166' });
    expect(
      screen.getByText('There was an error processing your application. Please see your Koalafi associate.'),
    ).toBeTruthy();
    expect(screen.getByText(callableLine('Koalafi support: 1-800-555-0166'))).toBeTruthy();
    expect(screen.getByText('Support hours: daily 9:00 am to midnight ET.')).toBeTruthy();
  });

  it("no result: 'No Versatile results.'", () => {
    renderResultView(VersResult, {});
    expect(screen.getByText('No Versatile results.')).toBeTruthy();
  });
});

describe('Versatile result from the server', () => {
  it("a session that expired shows the no-text error with the server's text", () => {
    renderResultView(VersResult, {
      error: '1',
      errorResult: '1',
      errorMessage: 'Versatile Error',
      status: 'ERROR',
      applicationDecision: 'ERROR',
    });
    expect(
      screen.getByText(
        'There was an error processing your application. Please see your Versatile associate.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Versatile Error')).toBeTruthy();
    expect(screen.getByText('Support hours: daily 9:00 am to midnight ET.')).toBeTruthy();
  });

  it("'nooffer' names no provider: the last one asked did not decline anyone", () => {
    renderResultView(
      VersResult,
      {
        declined: 'DECLINED',
        providerId: 'snap',
        versLender: { ...LANGUAGE, lenderName: 'Snap', declineLanguage: '<p>Snap declined you.</p>' },
        prequalResult: { versData: { providerId: 'snap', status: 'nooffer' } },
      },
      { nextApp: 'CFSS' },
    );
    expect(
      screen.getByRole('heading', { name: 'Sorry, we were unable to approve your application.' }),
    ).toBeTruthy();
    expect(
      screen.getByText('None of the providers Versatile asked could make an offer for this purchase.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Snap/)).toBeNull();
  });
});
