// DigniFi review (lenders §2): Edit always to about-you; three agreements, each agreed in its state-specific
// disclosure; nothing submitted until all three (decision 269); tier '2'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CLIENT_CONFIG } from '../../../lib/client-config';
import { jsonResponse } from '../../../test/journey';
import { application, lenderJourney, posts, renderStep, scriptFetch } from '../../../test/lender-api';
import { DignifiReviewPage } from './dignifi-review-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORIGIN = 'http://localhost:3001';

function dignifiApi() {
  return scriptFetch(({ method, url }) => {
    if (url === '/api/v1/client-config')
      return jsonResponse({ ...DEFAULT_CLIENT_CONFIG, lenderPagesOrigin: ORIGIN });
    if (method === 'POST' && url === '/api/v1/apps/app/')
      return jsonResponse({
        success: true,
        applicationKeyId: 'cfss-1',
        status: 'p',
        application: application('CFSS', null),
      });
    if (method === 'GET' && url === '/api/v1/apps/app/cfss-1')
      return jsonResponse({ application: application('CFSS', { accepted: '1' }, { status: 'a' }) });
    return undefined;
  });
}

describe('DigniFi review and submission', () => {
  it('submits only once terms/privacy, e-sign and credit pull are each agreed in their disclosure', async () => {
    const calls = dignifiApi();
    const user = userEvent.setup();
    const { goNext } = renderStep(DignifiReviewPage, lenderJourney(['CFSS']), 'dignifi-submission');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/client-config')).toBe(true));
    const submit = screen.getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement;

    const agreements: [RegExp, string, string][] = [
      [/DigniFi Terms and Conditions and Privacy Policy/, 'Terms and Conditions and Privacy Policy', 'terms'],
      [/E-Sign Consent/, 'E-Sign Consent', 'esign'],
      [/obtain my credit report/, 'Credit Report Authorization', 'credit-pull'],
    ];
    // Pressed early, each box not agreed says so (decision 269), and nothing is sent.
    await user.click(submit);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Check this box to agree before you continue.',
      'Check this box to agree before you continue.',
      'Check this box to agree before you continue.',
    ]);
    for (const [label, title, doc] of agreements) {
      const box = screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
      await user.click(box);
      // Ticking opens the disclosure; the box is ticked only by agreeing there.
      expect(box.checked).toBe(false);
      const dialog = screen.getByRole('dialog', { name: title });
      const frame = await within(dialog).findByTitle(title);
      expect(frame.getAttribute('src')).toBe(`${ORIGIN}/lenders/CFSS/disclosures?doc=${doc}&state=WA`);
      expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
        `/api/v1/shops/shop/shop-1/pdf?appType=CFSS&template=${doc}&state=WA`,
      );
      // Read without agreeing: Close has the focus, closes, and agrees to nothing.
      const close = within(dialog).getByRole('button', { name: 'Close' });
      expect(document.activeElement).toBe(close);
      await user.click(close);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(box.checked).toBe(false);
      await user.click(box);
      await user.click(
        within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: 'Agree' }),
      );
      expect(box.checked).toBe(true);
    }
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/you authorize a hard credit check by DigniFi/)).toBeTruthy();
    await user.click(submit);
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    const [post] = posts(calls, '/api/v1/apps/app/');
    expect(post!.body).toMatchObject({ appType: 'CFSS', tier: '2' });
  });

  it('sends every Edit back to about-you', async () => {
    dignifiApi();
    const user = userEvent.setup();
    const { goTo } = renderStep(DignifiReviewPage, lenderJourney(['CFSS']), 'dignifi-submission');
    for (const section of ['About You', 'About Residence', 'About Income']) {
      await user.click(screen.getByRole('button', { name: `Edit ${section}` }));
    }
    expect(goTo.mock.calls).toEqual([
      ['about-you', { returnHere: true }],
      ['about-you', { returnHere: true }],
      ['about-you', { returnHere: true }],
    ]);
  });

  it('gives a California resident the plural privacy wording', () => {
    dignifiApi();
    renderStep(
      DignifiReviewPage,
      lenderJourney(['CFSS'], { values: { ...lenderJourney(['CFSS']).values, STATE: 'CA', ZIP: '90001' } }),
      'dignifi-submission',
    );
    expect(screen.getByRole('checkbox', { name: /Privacy Policies/ })).toBeTruthy();
  });
});
