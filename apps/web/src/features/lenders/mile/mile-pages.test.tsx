// MILE pages (lenders §2 "MILE screens", §4 "MILE"): the review sends a soft prequal only once the Summary of
// Credit Terms was agreed; the offer prints the domain's figures and asks contact authorization in tier 2
// only; Agree & Submit accepts the offer with quickScreenAccept '1', orderId and historyId, and the journey
// keeps the offer with the application.
import type { AppCode } from '../../../lib/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mainStreetTire } from '../../../test/journey';
import { application, lenderJourney, posts, renderStep, scriptFetch } from '../../../test/lender-api';
import { MileReviewPage } from './mile-review-page';
import { MileOfferPage } from './mile-offer-page';
import { MileSubmissionPage } from './mile-submission-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OFFER = {
  accepted: '1',
  declined: '0',
  creditlimit: '5000',
  apr: '29.99',
  cashadvanceapr: '24.99',
  annualfee: '75',
  accountmaintenancefee: '99',
  annualfeefuture: '120',
  annualfeefutureind: 'N',
  orderid: 'o-77',
  historyid: 'h-88',
  doc6ImageHtmlURL: 'http://127.0.0.1:3001/lenders/MILE/documents/1/doc6.html',
  doc8ImageHtmlURL: 'http://127.0.0.1:3001/lenders/MILE/documents/1/doc8.html',
};
const shop = { ...mainStreetTire('MILE,CFNA'), acctId: '900008', subId: '1' };
const withOffer = (appList: AppCode[]) =>
  lenderJourney(appList, {
    shop,
    applications: { MILE: application('MILE', { prequalResult: OFFER }, { status: 'q', kind: 'prequal' }) },
  });

describe('MILE review', () => {
  it('Prequalify Now sends a soft prequal only after the Summary of Credit Terms was agreed', async () => {
    const calls = scriptFetch(({ method, url }) => {
      if (url.startsWith('/api/v1/mile/summaryOfCreditTerms'))
        return jsonResponse({
          documentImageHtmlURL: 'http://127.0.0.1:3001/lenders/MILE/summary-of-credit-terms/doc6.html',
          documentImageURL: 'http://127.0.0.1:3001/lenders/MILE/summary-of-credit-terms/doc6.pdf',
        });
      if (method === 'POST' && url === '/api/v1/apps/app/prequal')
        return jsonResponse({
          success: true,
          applicationKeyId: 'mile-1',
          status: 'p',
          application: application('MILE', null, { kind: 'prequal' }),
        });
      if (method === 'GET' && url === '/api/v1/apps/app/mile-1')
        return jsonResponse({ application: application('MILE', { prequalResult: OFFER }, { status: 'q' }) });
      return undefined;
    });
    const user = userEvent.setup();
    const { goNext } = renderStep(MileReviewPage, lenderJourney(['MILE', 'CFNA'], { shop }), 'mile-review');
    expect(
      screen.getByRole('heading', {
        name: 'Please carefully review all of the information below before submitting your Prequalification* request',
      }),
    ).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Prequalify Now' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(
      screen.getByRole('checkbox', { name: "I have opened and reviewed the 'Summary of Credit Terms'." }),
    );
    await user.click(await screen.findByRole('button', { name: 'Agree' }));
    const consent = screen.getByText(/you authorize a soft credit check by /).textContent!;
    await user.click(submit);
    await waitFor(() => expect(goNext).toHaveBeenCalled());
    const [sent] = posts(calls, '/api/v1/apps/app/prequal');
    expect(sent?.body).toMatchObject({ appType: 'MILE', tier: '1', consentText: consent });
  });
});

describe('MILE offer', () => {
  it('prints the figures and, in tier 2, asks all three disclosures before Continue to Account Terms', async () => {
    const user = userEvent.setup();
    const { goNext } = renderStep(MileOfferPage, withOffer(['CFNA', 'MILE']), 'mile-prequal');
    expect(screen.getByRole('heading', { name: 'Congratulations, Pat!' })).toBeTruthy();
    expect(screen.getByText('$5,000')).toBeTruthy();
    expect(screen.getByText('29.99%')).toBeTruthy();
    expect(screen.getByText('24.99%')).toBeTruthy();
    expect(screen.getByText('$8.25 per month, not billed for the first 12 months')).toBeTruthy();
    expect(
      screen.getByText(
        'The $75 annual fee is charged when your account opens, so your initial available credit is $4,925.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('From the second year the annual fee is $120 per year.')).toBeTruthy();

    const next = screen.getByRole('button', { name: 'Continue to Account Terms' }) as HTMLButtonElement;
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the E-Disclosure.' }));
    // E-SIGN §7001(c): requirements, paper copies and withdrawal with MILE's line.
    const eDisclosure = screen.getByRole('dialog', { name: 'E-Disclosure' });
    expect(eDisclosure.textContent).toContain('software that opens PDF files');
    expect(eDisclosure.textContent).toContain(
      'paper copies at no charge by calling Mile Mastercard at 1-800-555-0148',
    );
    expect(eDisclosure.textContent).toContain(
      'withdraw this consent at any time, at no charge, by calling 1-800-555-0148',
    );
    expect(within(eDisclosure).getByRole('button', { name: 'Close' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Application Disclosure.' }));
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    // Tier 2 (MILE not first): contact authorization too.
    expect(next.disabled).toBe(true);
    const contact = screen.getByRole('checkbox', { name: /I authorize Mile Mastercard to contact me/ });
    await user.click(contact);
    expect((contact as HTMLInputElement).disabled).toBe(true);
    expect(next.disabled).toBe(false);
    await user.click(next);
    expect(goNext).toHaveBeenCalled();
  });

  it("shows 'Error: Given unexpected results' for an offer without its figures", () => {
    const journey = lenderJourney(['MILE'], {
      applications: { MILE: application('MILE', { prequalResult: { accepted: '1' } }, { status: 'q' }) },
    });
    renderStep(MileOfferPage, journey, 'mile-prequal');
    expect(screen.getByText('Error: Given unexpected results')).toBeTruthy();
  });
});

describe('MILE account terms', () => {
  it("Agree & Submit accepts the offer (quickScreenAccept '1', orderId, historyId) and keeps the offer", async () => {
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'POST' && url === '/api/v1/apps/app/')
        return jsonResponse({
          success: true,
          applicationKeyId: 'mile-2',
          status: 'p',
          application: application('MILE', null, { applicationKeyId: 'mile-2' }),
        });
      if (method === 'GET' && url === '/api/v1/apps/app/mile-2')
        return jsonResponse({
          application: application('MILE', { accepted: '1' }, { applicationKeyId: 'mile-2', status: 'a' }),
        });
      return undefined;
    });
    const user = userEvent.setup();
    const { goNext, journey } = renderStep(
      MileSubmissionPage,
      withOffer(['MILE', 'CFNA']),
      'mile-submission',
    );
    expect(screen.getByTitle('Cardholder Agreement').getAttribute('src')).toBe(OFFER.doc8ImageHtmlURL);
    const submit = screen.getByRole('button', { name: 'Agree & Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText(/you authorize a hard credit check by /)).toBeTruthy();
    await user.click(
      screen.getByRole('checkbox', { name: /I have read and agree to the Cardholder Agreement/ }),
    );
    await user.click(submit);
    await waitFor(() => expect(goNext).toHaveBeenCalled());
    const [sent] = posts(calls, '/api/v1/apps/app/');
    expect(sent?.body).toMatchObject({
      appType: 'MILE',
      quickScreenAccept: '1',
      quickScreen: { orderId: 'o-77', historyId: 'h-88', quickScreenAccept: '1' },
    });
    expect(journey().applications.MILE?.result).toMatchObject({ accepted: '1', prequalResult: OFFER });
  });
});
