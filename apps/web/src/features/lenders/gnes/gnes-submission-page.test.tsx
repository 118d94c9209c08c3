// Concora (GNES) submission (lenders §2 "Offer page", "GNES terms"; §4): soft prequal with its consent line,
// the offer with the lender's sanitised terms, the consent overlay, Accept Offer with the quick-screen
// object, No Thanks → 'Are you sure?', a declined offer, a prequal decline.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/journey';
import {
  application,
  JOURNEY,
  journeyAnswer,
  lenderJourney,
  posts,
  renderStep,
  scriptFetch,
  type RecordedCall,
} from '../../../test/lender-api';
import { GnesSubmissionPage } from './gnes-submission-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TERMS_HTML = `<!doctype html><html><head><style>p{color:red}</style></head><body><main>
<h1>Concora Credit Card Disclosures</h1>
<section><h2>Terms &amp; Conditions</h2><p>Summary of terms box. Schumer box: APR for Purchases 29.99%.</p></section>
<section><h2>Application Authorization Disclosures</h2><p>You authorize the bank to obtain consumer reports.</p></section>
<section><h2>Credit Card Agreement</h2><p>The agreement governs your account.</p></section>
<section><h2>Loan Acceptance Disclosure</h2><p>Federal law requires us to verify identity.</p></section>
<section><h2>Consent to Electronic Communications</h2><p>You agree to receive disclosures electronically.</p></section>
<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">
</main></body></html>`;
const b64 = (text: string) => Buffer.from(text, 'utf-8').toString('base64');

// The figures Concora gives with its offer (the sandbox's answer to 444444444; decision 261).
const OFFER_TERMS = {
  product: 'credit-card',
  termsUrl: 'http://127.0.0.1:3001/lenders/GNES/rates-and-fees',
  amountCents: 180_000,
  apr: { min: '35.90', max: '35.90' },
  fees: [
    { kind: 'annual', cents: 7500 },
    { kind: 'annual-after-first-year', cents: 9900 },
  ],
};
const OFFER = {
  accepted: '1',
  creditlimit: '1800',
  historyid: 'h1',
  orderid: 'o1',
  offerTerms: OFFER_TERMS,
};
const offerRecord = () => application('GNES', { prequalResult: OFFER }, { status: 'q', kind: 'prequal' });

function gnesApi(extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  return scriptFetch((call) => {
    const { method, url } = call;
    const answer = extra(call);
    if (answer) return answer;
    if (method === 'POST' && url === '/api/v1/apps/app/prequal')
      return jsonResponse({
        success: true,
        applicationKeyId: 'gnes-1',
        status: 'p',
        application: application('GNES', null, { kind: 'prequal' }),
      });
    if (method === 'GET' && url === '/api/v1/apps/app/gnes-1')
      return jsonResponse({ application: offerRecord() });
    if (method === 'POST' && url === '/api/v1/apps/app/gnes-1/decline-offer')
      return jsonResponse({
        application: application(
          'GNES',
          { prequalResult: OFFER, declined: 'DECLINED_OFFER' },
          { status: 'd', kind: 'prequal' },
        ),
      });
    if (method === 'GET' && url === '/api/v1/apps/app/gnes-1/gnes/disclosures/GNES')
      return jsonResponse({
        accepted: true,
        result: { disclosures: { html: b64(TERMS_HTML), pdf: b64('%PDF-1.4') } },
      });
    if (method === 'POST' && url === '/api/v1/apps/app/')
      return jsonResponse({
        success: true,
        applicationKeyId: 'gnes-2',
        status: 'p',
        application: application('GNES', null, { applicationKeyId: 'gnes-2' }),
      });
    if (method === 'GET' && url === '/api/v1/apps/app/gnes-2')
      return jsonResponse({
        application: application('GNES', { accepted: '1', creditlimit: '1800' }, { status: 'a' }),
      });
    return undefined;
  });
}

describe('Concora submission', () => {
  it('prequalifies with a soft check, shows the offer and accepts it with the quick-screen object', async () => {
    const calls = gnesApi();
    const user = userEvent.setup();
    const { goNext } = renderStep(GnesSubmissionPage, lenderJourney(['GNES']), 'gnes-submission');

    const consent = screen.getByText(/you authorize a soft credit check by Concora/).textContent!;
    await user.click(screen.getByRole('button', { name: 'Check My Offer' }));
    expect(await screen.findByRole('heading', { name: "You're Pre-Qualified!" })).toBeTruthy();
    expect(posts(calls, '/api/v1/apps/app/prequal')[0]!.body).toMatchObject({
      appType: 'GNES',
      tier: '2',
      consentText: consent,
    });
    expect(screen.getByText('$1,800')).toBeTruthy();

    // The lender's terms, sanitised: the sections are there, nothing that runs script is.
    const frame = await screen.findByRole('region', { name: 'Concora Terms & Conditions' });
    for (const section of [
      'Terms & Conditions',
      'Application Authorization Disclosures',
      'Credit Card Agreement',
      'Loan Acceptance Disclosure',
    ])
      expect(within(frame).getByRole('heading', { name: section })).toBeTruthy();
    expect(frame.textContent).toContain('Schumer box');
    // The offer shows the APR and fees Concora gave with it, and Concora's own terms.
    const costs = screen.getByRole('region', { name: 'Rate and payments' });
    expect(within(costs).getByText('35.90%')).toBeTruthy();
    expect(within(costs).getByText('$75.00')).toBeTruthy();
    expect(within(costs).queryByText(/has not given its rate/)).toBeNull();
    expect(within(costs).getByRole('link', { name: "See Concora Credit's terms" }).getAttribute('href')).toBe(
      OFFER_TERMS.termsUrl,
    );
    expect(frame.id).toBe('gnes-terms');
    expect(frame.querySelector('script, style, [onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(frame).queryByText(/Consent to Electronic Communications/)).toBeNull();
    expect(
      screen.getByText(
        'By clicking Accept Offer, you are applying for a credit account issued by a bank, Member FDIC, and you confirm that you have read the Terms & Conditions, the Consent to Electronic Communications and the Application Authorization Disclosures.',
      ),
    ).toBeTruthy();

    const accept = screen.getByRole('button', { name: 'Accept Offer' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Consent to Electronic Communications' }));
    const overlay = screen.getByRole('dialog', { name: 'Consent to Electronic Communications' });
    expect(overlay.textContent).toContain('You agree to receive disclosures electronically.');
    // Read without agreeing: Close is there before agreeing, has the focus, agrees nothing.
    expect(document.activeElement).toBe(within(overlay).getByRole('button', { name: 'Close' }));
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(accept.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Consent to Electronic Communications' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Consent to Electronic Communications' })).getByRole(
        'button',
        {
          name: 'Agree',
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Consent to Electronic Communications' }));
    expect(
      (
        within(screen.getByRole('dialog')).getByRole('button', {
          name: 'Already Agreed',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    // A phone has no Escape key: the reopened overlay closes with a visible button.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const hard = screen.getByText(/you authorize a hard credit check by Concora/).textContent!;
    await user.click(accept);
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    expect(posts(calls, '/api/v1/apps/app/')[0]!.body).toMatchObject({
      appType: 'GNES',
      tier: '2',
      consentText: hard,
      quickScreen: { historyId: 'h1', orderId: 'o1', quickScreenAccept: '1' },
    });
  });

  it("No Thanks asks 'Are you sure?'; No returns to the offer, Yes records a declined offer and shows the server's next step", async () => {
    let journeyReads = 0;
    const calls = gnesApi(({ method, url }) => {
      // After the declined offer the server sends MILE's soft prequal by itself; the page shows it until it answers.
      if (method === 'GET' && url === JOURNEY) {
        journeyReads += 1;
        return journeyReads === 1
          ? journeyAnswer({ type: 'waiting', appCode: 'MILE' }, [
              application('MILE', null, { kind: 'prequal' }),
            ])
          : journeyAnswer({ type: 'offer-next', appCode: 'MILE' }, [
              application('MILE', { prequalResult: { accepted: '1' } }, { status: 'q', kind: 'prequal' }),
            ]);
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { goNext, journey } = renderStep(
      GnesSubmissionPage,
      lenderJourney(['GNES', 'MILE'], { applications: { GNES: offerRecord() } }),
      'gnes-submission',
    );
    expect(screen.getByRole('heading', { name: "You're Pre-Qualified!" })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'No Thanks' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(
      within(confirm).getByText(
        'Are you sure you do not want to take advantage of your pre-qualification offer?',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept Offer' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'No Thanks' }));
    confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    expect(journey().applications.GNES).toMatchObject({
      status: 'd',
      result: { declined: 'DECLINED_OFFER' },
    });
    expect(posts(calls, '/api/v1/apps/app/gnes-1/decline-offer')).toHaveLength(1);
    expect(posts(calls, '/api/v1/apps/app/')).toHaveLength(0);
    expect(posts(calls, '/api/v1/apps/app/prequal')).toHaveLength(0);
    expect(journey().applications.MILE?.result).toEqual({ prequalResult: { accepted: '1' } });
    expect(journey().lastAppCode).toBe('GNES');
  });

  it('keeps the offer on screen and says why when the server cannot record the declined offer', async () => {
    const calls = gnesApi(({ method, url }) =>
      method === 'POST' && url === '/api/v1/apps/app/gnes-1/decline-offer'
        ? jsonResponse(
            { error: { code: 'CONFLICT', message: 'There is no open prequalification offer to decline.' } },
            409,
          )
        : undefined,
    );
    const user = userEvent.setup();
    const { goNext, journey } = renderStep(
      GnesSubmissionPage,
      lenderJourney(['GNES', 'MILE'], { applications: { GNES: offerRecord() } }),
      'gnes-submission',
    );
    await user.click(screen.getByRole('button', { name: 'No Thanks' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }),
    );
    const alert = await screen.findByRole('alertdialog', { name: 'Application Error' });
    expect(alert.textContent).toContain('There is no open prequalification offer to decline.');
    expect(goNext).not.toHaveBeenCalled();
    expect(journey().applications.GNES?.status).toBe('q');
    expect(posts(calls, '/api/v1/apps/app/prequal')).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Accept Offer' })).toBeTruthy();
  });

  it("says 'Application Error' / 'Unable to obtain consumer information.' without a consumer", async () => {
    const calls = gnesApi();
    const user = userEvent.setup();
    renderStep(GnesSubmissionPage, lenderJourney(['GNES'], { consumerId: null }), 'gnes-submission');
    await user.click(screen.getByRole('button', { name: 'Check My Offer' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Application Error' });
    expect(alert.textContent).toContain('Unable to obtain consumer information.');
    expect(posts(calls, '/api/v1/apps/app/prequal')).toHaveLength(0);
  });

  it('goes to the result when the prequal is not accepted', async () => {
    gnesApi(({ method, url }) =>
      method === 'GET' && url === '/api/v1/apps/app/gnes-1'
        ? jsonResponse({
            application: application(
              'GNES',
              { prequalResult: { accepted: '0', declined: '1' } },
              { status: 'n' },
            ),
          })
        : undefined,
    );
    const user = userEvent.setup();
    const { goTo, goNext } = renderStep(GnesSubmissionPage, lenderJourney(['GNES']), 'gnes-submission');
    await user.click(screen.getByRole('button', { name: 'Check My Offer' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('result'));
    expect(goNext).not.toHaveBeenCalled();
  });

  it('falls back to the static terms file, and says so when no PDF can be had', async () => {
    const calls = gnesApi(({ url }) => {
      if (url === '/api/v1/apps/app/gnes-1/gnes/disclosures/GNES')
        return jsonResponse({ error: { code: 'PARTNER_UNAVAILABLE', message: 'down' } }, 502);
      if (url === '/terms/gnes/disclosures.txt')
        return new Response(b64('<h2>Terms &amp; Conditions</h2><p>Static terms.</p>'), {
          headers: { 'content-type': 'text/plain' },
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderStep(
      GnesSubmissionPage,
      lenderJourney(['GNES'], { applications: { GNES: offerRecord() } }),
      'gnes-submission',
    );
    const frame = await screen.findByRole('region', { name: 'Concora Terms & Conditions' });
    expect(frame.textContent).toContain('Static terms.');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(
      await screen.findByText(
        'Sorry, there was a problem retrieving the PDF for download Please try again later',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.url === '/terms/gnes/pdfDisclosures.txt')).toBe(true);
  });
});
