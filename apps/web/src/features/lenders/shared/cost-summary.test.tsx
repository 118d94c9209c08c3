import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CostSummary, shopTermsLink } from './cost-summary';

// Costs before commitment (decision 226): the figures a lender gives, else a plain "not given here".
describe('CostSummary', () => {
  it('shows the APR, term and payment the lender gives', () => {
    render(
      <CostSummary
        appCode="AMFF"
        figures={{ apr: '39% to 180%', term: '6 to 24 months', payment: '$112.50 every two weeks' }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Rate and payments' });
    const rows = Array.from(section.querySelectorAll('dl > div'), (row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['APR', '39% to 180%'],
      ['Term', '6 to 24 months'],
      ['Payment', '$112.50 every two weeks'],
    ]);
    expect(within(section).queryByText(/has not given/)).toBeNull();
    expect(within(section).queryByText(/What American First Finance has not given/)).toBeNull();
  });

  it('with only some figures, says where the rest is', () => {
    render(<CostSummary appCode="MILE" figures={{ apr: '29.99%' }} />);
    expect(screen.getByText('29.99%')).toBeTruthy();
    expect(screen.queryByText('Term')).toBeNull();
    expect(
      screen.getByText(
        'What Mile Mastercard has not given here is in its terms, which you see before you sign.',
      ),
    ).toBeTruthy();
  });

  it('without figures says the lender has not given them and links the terms', () => {
    render(<CostSummary appCode="CFNA" terms={shopTermsLink({ keyId: 'shop 1' }, 'CFNA')} />);
    expect(
      screen.getByText(
        'CFNA Credit Card has not given its rate and payments here. See the terms before you sign.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the terms' }).getAttribute('href')).toBe(
      '/api/v1/shops/shop/shop%201/pdf?appType=CFNA&template=terms',
    );
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('without figures or terms says they come with the agreement', () => {
    render(<CostSummary appCode="EZPY" />);
    expect(
      screen.getByText(
        'EasyPay Finance has not given its rate and payments here. They are in the agreement EasyPay Finance gives you before you sign.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("DigniFi's terms are those of the applicant's state", () => {
    expect(shopTermsLink({ keyId: 7 }, 'CFSS', 'TX')?.href).toBe(
      '/api/v1/shops/shop/7/pdf?appType=CFSS&template=terms&state=TX',
    );
    expect(shopTermsLink(null, 'CFSS', 'TX')).toBeUndefined();
  });
});
