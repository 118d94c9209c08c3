// The CFNA review on the shared lender pieces, and through it the submission flow (lenders §4
// "Submission pages"; contract "Our API"): submit with an Idempotency-Key and the consent line, poll each
// second until the lender answered, the automatic prequal after a decline, 409 ALREADY_APPLIED, and a
// refresh that resumes polling.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
} from '../../../test/lender-api';
import { CfnaReviewPage } from './cfna-review-page';

const SUBMIT = '/api/v1/apps/app/';
const PREQUAL = '/api/v1/apps/app/prequal';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function agreeAndSubmit() {
  const user = userEvent.setup();
  const submit = screen.getByRole('button', { name: 'Submit Application' });
  // Pressed before the terms are agreed, it says so at the box (decision 269) and sends nothing.
  await user.click(submit);
  const box = screen.getByRole('checkbox', { name: /CFNA Credit Card Terms and Conditions/ });
  expect(screen.getByRole('alert').textContent).toBe('Check this box to agree before you continue.');
  expect(document.activeElement).toBe(box);
  await user.click(box);
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(submit);
  return user;
}

describe('CFNA review and submission', () => {
  it('shows the review sections masked, then submits once and polls every second until the lender answers', async () => {
    let reads = 0;
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'POST' && url === SUBMIT)
        return jsonResponse({
          success: true,
          applicationKeyId: 'cfna-1',
          status: 'p',
          application: application('CFNA', null),
        });
      if (method === 'GET' && url === '/api/v1/apps/app/cfna-1') {
        reads += 1;
        return jsonResponse({
          application: application('CFNA', reads < 2 ? null : { accepted: '1', creditlimit: '1500' }, {
            status: 'a',
          }),
        });
      }
      return undefined;
    });
    const { goNext, journey } = renderStep(CfnaReviewPage, lenderJourney(['CFNA']), 'cfna-submission');

    expect(document.title).toBe('Text to Apply | Application Review');
    expect(screen.getByRole('heading', { name: 'About You' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About Residence' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About Income' })).toBeTruthy();
    expect(screen.getByText('XXX-XX-6789')).toBeTruthy();
    expect(screen.queryByText('123456789')).toBeNull();
    expect(screen.getByText('555-987-6543')).toBeTruthy();
    expect(screen.getByText('07/04/1990')).toBeTruthy();
    expect(screen.getByText('$48,000')).toBeTruthy();
    expect(screen.getByText('Same as residence')).toBeTruthy();

    const consent = screen.getByText(/you authorize a hard credit check by CFNA/).textContent!;
    await agreeAndSubmit();

    expect(await screen.findByText("Please don't refresh. We're processing your request.")).toBeTruthy();
    expect(screen.getByText('Submitting to CFNA')).toBeTruthy();
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    expect(reads).toBe(2);
    const [post] = posts(calls, SUBMIT);
    expect(posts(calls, SUBMIT)).toHaveLength(1);
    expect(post!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(post!.body).toMatchObject({
      appType: 'CFNA',
      tier: '1',
      t2AConsumerKeyId: 'c-1',
      consentText: consent,
    });
    expect((post!.body!.appData as Record<string, string>).SSN).toBe('123456789');
    // The server checks the confirmation against the SSN, then never stores it.
    expect((post!.body!.appData as Record<string, string>).CONFIRM_SSN).toBe('123456789');
    expect(journey().applications.CFNA?.result).toEqual({ accepted: '1', creditlimit: '1500' });
    expect(posts(calls, PREQUAL)).toHaveLength(0);
  });

  it('after a decline the server sends the next prequal lender its soft check: the page shows it, then moves on', async () => {
    const offer = { prequalResult: { accepted: '1', creditlimit: '1800', historyid: 'h1', orderid: 'o1' } };
    let journeyReads = 0;
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'POST' && url === SUBMIT)
        return jsonResponse({
          success: true,
          applicationKeyId: 'cfna-1',
          status: 'p',
          application: application('CFNA', null),
        });
      if (method === 'GET' && url === '/api/v1/apps/app/cfna-1')
        return jsonResponse({ application: application('CFNA', { declined: '1' }, { status: 'd' }) });
      if (method === 'GET' && url === JOURNEY) {
        journeyReads += 1;
        const cfna = application('CFNA', { declined: '1' }, { status: 'd' });
        // The first read: the server is waiting for EasyPay's soft prequal it sent by itself; then its offer.
        return journeyReads === 1
          ? journeyAnswer({ type: 'waiting', appCode: 'EZPY' }, [application('EZPY', null), cfna])
          : journeyAnswer({ type: 'offer-next', appCode: 'EZPY' }, [
              application('EZPY', offer, { status: 'q', kind: 'prequal' }),
              cfna,
            ]);
      }
      return undefined;
    });
    const { goNext, journey } = renderStep(
      CfnaReviewPage,
      lenderJourney(['CFNA', 'EZPY', 'GNES']),
      'cfna-submission',
    );
    // The line names the lender that would get the soft check: the first prequal lender after CFNA.
    const line = screen.getByText(/If CFNA declines, EasyPay receives/).textContent!;
    expect(line).toContain('for a soft credit check');
    await agreeAndSubmit();
    await screen.findByText('Submitting to EasyPay');
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));

    // The browser never submits the prequal: the server did, on the consent sent with CFNA's submission.
    expect(posts(calls, PREQUAL)).toHaveLength(0);
    expect(posts(calls, SUBMIT)[0]!.body).toMatchObject({ appType: 'CFNA', consentText: line });
    expect(journey().applications.EZPY?.result).toEqual(offer);
    // The result page keeps showing the CFNA decline, with the prequalified lender as its offer.
    expect(journey().lastAppCode).toBe('CFNA');
  });

  it('on 409 ALREADY_APPLIED shows that application and never submits a second time', async () => {
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'POST' && url === SUBMIT)
        return jsonResponse(
          {
            error: {
              code: 'ALREADY_APPLIED',
              message: 'You have already applied to CFNA.',
              fields: { applicationKeyId: 'cfna-old' },
            },
          },
          409,
        );
      if (method === 'GET' && url === '/api/v1/apps/app/cfna-old')
        return jsonResponse({
          application: application('CFNA', { declined: '1' }, { applicationKeyId: 'cfna-old', status: 'd' }),
        });
      return undefined;
    });
    const { goNext, journey } = renderStep(CfnaReviewPage, lenderJourney(['CFNA']), 'cfna-submission');
    await agreeAndSubmit();
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    expect(posts(calls, SUBMIT)).toHaveLength(1);
    expect(journey().applications.CFNA?.applicationKeyId).toBe('cfna-old');
  });

  it('keeps the Idempotency-Key after a network failure and takes a new one after an answer', async () => {
    let attempt = 0;
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'POST' && url === SUBMIT) {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ error: { code: 'BAD_REQUEST', message: 'Bad Request' } }, 400);
      }
      return undefined;
    });
    renderStep(CfnaReviewPage, lenderJourney(['CFNA']), 'cfna-submission');
    const user = await agreeAndSubmit();
    expect(await screen.findByText('Unable to communicate to the remote server.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Bad Request')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText('Bad Request');
    const keys = posts(calls, SUBMIT).map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("says 'Invalid state: No consumer selected' without a consumer and sends nothing", async () => {
    const calls = scriptFetch(() => undefined);
    renderStep(CfnaReviewPage, lenderJourney(['CFNA'], { consumerId: null }), 'cfna-submission');
    await agreeAndSubmit();
    expect(await screen.findByRole('alertdialog', { name: 'Application Submission Error' })).toBeTruthy();
    expect(screen.getByText('Invalid state: No consumer selected')).toBeTruthy();
    expect(posts(calls, SUBMIT)).toHaveLength(0);
  });

  it("says 'An unknown error occurred submitting the application.' when the answer has no application key", async () => {
    scriptFetch(({ method, url }) =>
      method === 'POST' && url === SUBMIT ? jsonResponse({ success: false }) : undefined,
    );
    const { goNext } = renderStep(CfnaReviewPage, lenderJourney(['CFNA']), 'cfna-submission');
    await agreeAndSubmit();
    const alert = await screen.findByRole('alertdialog', { name: 'Application Submission Error' });
    expect(alert.textContent).toContain('An unknown error occurred submitting the application.');
    expect(goNext).not.toHaveBeenCalled();
  });

  it('after a refresh resumes polling the stored application instead of submitting again', async () => {
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'GET' && url === '/api/v1/apps/app/cfna-1')
        return jsonResponse({ application: application('CFNA', { accepted: '1' }, { status: 'a' }) });
      return undefined;
    });
    const { goNext } = renderStep(
      CfnaReviewPage,
      lenderJourney(['CFNA'], { applications: { CFNA: application('CFNA', null) }, lastAppCode: 'CFNA' }),
      'cfna-submission',
    );
    expect(screen.getByText("Please don't refresh. We're processing your request.")).toBeTruthy();
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    expect(posts(calls, SUBMIT)).toHaveLength(0);
  });

  it('after a refresh during the automatic prequal waits for that lender, then moves on', async () => {
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'GET' && url === JOURNEY)
        return journeyAnswer({ type: 'offer-next', appCode: 'GNES' }, [
          application('GNES', { prequalResult: { accepted: '1' } }),
          application('CFNA', { declined: '1' }),
        ]);
      return undefined;
    });
    const { goNext, journey } = renderStep(
      CfnaReviewPage,
      lenderJourney(['CFNA', 'GNES'], {
        applications: { CFNA: application('CFNA', { declined: '1' }), GNES: application('GNES', null) },
        lastAppCode: 'CFNA',
      }),
      'cfna-submission',
    );
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    expect(journey().applications.GNES?.result).toEqual({ prequalResult: { accepted: '1' } });
    expect(journey().lastAppCode).toBe('CFNA');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('opens the CFNA terms with Download and Email, and Edit returns to the entry page', async () => {
    scriptFetch(() => undefined);
    const user = userEvent.setup();
    const { goTo } = renderStep(CfnaReviewPage, lenderJourney(['CFNA']), 'cfna-submission');
    await user.click(screen.getByRole('button', { name: 'Edit About Residence' }));
    expect(goTo).toHaveBeenCalledWith('resident', { returnHere: true });
    await user.click(screen.getByRole('button', { name: 'Read the CFNA Terms and Conditions' }));
    const dialog = screen.getByRole('dialog', { name: 'CFNA Terms and Conditions' });
    expect(dialog.textContent).toContain('Credit First National Association');
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/api/v1/shops/shop/shop-1/pdf?appType=CFNA&template=terms',
    );
    expect(screen.getByRole('button', { name: 'Email' })).toBeTruthy();
  });
});
