// The disclosure modal (lenders §2, §7, §8): loading line, retrieval errors, e-mail notices, MILE without
// e-mail, CA privacy documents.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JourneyProvider, type JourneyState } from '../../../stores/journey-store';
import { jsonResponse } from '../../../test/journey';
import { lenderJourney, posts, scriptFetch } from '../../../test/lender-api';
import { TermsDialog, type TermsDialogProps } from './terms-dialog';
import { callableLine } from '../../../test/callable-line';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog(props: Partial<TermsDialogProps>, state: JourneyState = lenderJourney(['CFNA'])) {
  render(
    <JourneyProvider initial={state}>
      <TermsDialog
        open
        title="Account Terms"
        document={{ appType: 'CFNA', template: 'terms' }}
        text="The terms."
        onClose={() => undefined}
        {...props}
      />
    </JourneyProvider>,
  );
}

describe('Terms dialog', () => {
  it("e-mails the document to the applicant and says 'Email Successful'", async () => {
    const calls = scriptFetch(({ url }) =>
      url === '/api/v1/shops/shop/shop-1/email' ? jsonResponse({ success: true }) : undefined,
    );
    const user = userEvent.setup();
    renderDialog({});
    await user.click(screen.getByRole('button', { name: 'Email' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Email Successful' });
    expect(within(notice).getByText('Email has been sent to pat@example.com')).toBeTruthy();
    expect(posts(calls, '/api/v1/shops/shop/shop-1/email')[0]!.body).toEqual({
      to: 'pat@example.com',
      appType: 'CFNA',
      template: 'terms',
    });
  });

  it("says 'Email Error' with the spec's text when sending fails", async () => {
    scriptFetch(() => jsonResponse({ error: { code: 'PARTNER_UNAVAILABLE', message: 'x' } }, 502));
    const user = userEvent.setup();
    renderDialog({});
    await user.click(screen.getByRole('button', { name: 'Email' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Email Error' });
    expect(within(notice).getByText('An error occured sending an email to pat@example.com')).toBeTruthy();
  });

  it('hides Email for MILE', () => {
    renderDialog({ document: { appType: 'MILE', template: 'terms' } });
    expect(screen.queryByRole('button', { name: 'Email' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download' })).toBeTruthy();
  });

  it("shows 'Attempting to gather … details...' with a spinner while loading", () => {
    renderDialog({ loading: true, text: undefined });
    expect(screen.getByRole('status').textContent).toBe('Attempting to gather Account Terms details...');
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it("shows the 'Retrieval Error' texts: with the provider's phone, without it (DigniFi), and 'Terms unavailable'", () => {
    renderDialog({ failure: 'retrieval', providerPhone: '1-800-321-3950' });
    expect(
      screen.getByText(
        callableLine(
          'System currently unable to gather terms. Please contact the provider at 1-800-321-3950 for assistance.',
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByText('Retrieval Error')).toBeTruthy();
  });

  it('gives the DigniFi retrieval text without a phone', () => {
    renderDialog({ failure: 'retrieval' });
    expect(screen.getByText('System currently unable to gather terms.')).toBeTruthy();
  });

  it("says 'Terms unavailable' when the answer held no terms", () => {
    renderDialog({ failure: 'unavailable' });
    expect(screen.getByText('Terms unavailable')).toBeTruthy();
  });

  it('gives CA residents the plural privacy wording and the CA Privacy Notice', () => {
    const state = lenderJourney(['CFNA']);
    renderDialog({}, { ...state, values: { ...state.values, STATE: 'CA' } });
    expect(screen.getByText(/Privacy Notices, including the CA Privacy Notice/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CA Privacy Notice' }).getAttribute('href')).toBe(
      '/api/v1/shops/shop/shop-1/pdf?appType=CFNA&template=privacy&state=CA',
    );
  });

  it('gives other residents the singular wording and no CA notice', () => {
    renderDialog({});
    expect(screen.getByText('Please also review the Privacy Notice.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'CA Privacy Notice' })).toBeNull();
  });
});
