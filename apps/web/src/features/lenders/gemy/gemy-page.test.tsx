// The GEMY page (lenders §4 "GEMY embedded form", §8): token → application → Synchrony's form in a frame; only a
// message from the partner's exact origin with the stored token makes our server ask Synchrony.
import type { AppCode } from '../../../lib/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_CLIENT_CONFIG } from '../../../lib/client-config';
import { jsonResponse, mainStreetTire } from '../../../test/journey';
import {
  application,
  JOURNEY,
  journeyAnswer,
  lenderJourney,
  posts,
  renderStep,
  scriptFetch,
} from '../../../test/lender-api';
import { GemySubmissionPage } from './gemy-page';

// How many 'message' listeners the page has on window (listenToPartner adds the only one, while the form is up).
let messageListeners = 0;
beforeEach(() => {
  messageListeners = 0;
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'message') messageListeners += 1;
    add(type, listener, options);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
    if (type === 'message') messageListeners -= 1;
    remove(type, listener, options);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORIGIN = 'http://127.0.0.1:3001';
const TOKEN = 'dsa_token_1';
const STATUS_URL = /^\/api\/v1\/gemy\/applicationStatus\?/;

function gemyApi(decision: Record<string, unknown>) {
  return scriptFetch(({ method, url }) => {
    if (url === '/api/v1/client-config')
      return jsonResponse({ ...DEFAULT_CLIENT_CONFIG, lenderPagesOrigin: ORIGIN });
    if (method === 'POST' && url === '/api/v1/gemy/generateToken')
      return jsonResponse({ token: TOKEN, isPrequal: false, error: null, message: null });
    if (method === 'POST' && url === '/api/v1/apps/app/')
      return jsonResponse({
        success: true,
        applicationKeyId: 'gemy-1',
        status: 'p',
        application: application('GEMY', null),
      });
    // The server's record after the decision: AFF's soft prequal it sent by itself has answered.
    if (method === 'GET' && url === JOURNEY)
      return journeyAnswer({ type: 'offer-next', appCode: 'AMFF' }, [
        application('AMFF', { prequalResult: { accepted: '1' } }, { status: 'q', kind: 'prequal' }),
      ]);
    if (method === 'GET' && STATUS_URL.test(url))
      return jsonResponse({
        dataShareToken: TOKEN,
        tokenStatus: 'COMPLETED',
        applicantInfo: { firstName: 'Casey', lastName: 'Nguyen', netIncome: '3500' },
        application: application('GEMY', decision, { status: 'a' }),
      });
    return undefined;
  });
}

function journey(appList: AppCode[] = ['GEMY', 'CFSS', 'AMFF'], synchronyPrequalAccept = '0') {
  return lenderJourney(appList, {
    shop: { ...mainStreetTire(appList.join(',')), acctId: '900002', subId: '1', synchronyPrequalAccept },
    selectedApps: [],
    values: { PRIVACY_TERMS_AGREED: '1', MOBILE_PHONE: '4255550142' },
  });
}

function message(origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

/**
 * The form is on screen and the page listens for its message. The listener is added by an effect after the
 * frame renders, so a message sent as soon as the frame shows could beat it on a busy machine (a real form
 * cannot: it posts only after it has loaded and been filled in).
 */
async function formShown() {
  const frame = await screen.findByTitle('Synchrony Bank application form');
  expect(frame.getAttribute('src')).toBe(`${ORIGIN}/lenders/GEMY/apply?dsaToken=${TOKEN}`);
  await waitFor(() => expect(messageListeners).toBeGreaterThan(0));
  return frame;
}

describe('GEMY page', () => {
  it('generates the token, creates the application with it and shows the form of the partner origin', async () => {
    const calls = gemyApi({ applicationDecision: 'APPROVED', accepted: '1' });
    const { journey: store } = renderStep(GemySubmissionPage, journey(), 'gemy-submission');
    expect(screen.getByText('Loading the Synchrony Bank application…')).toBeTruthy();
    await formShown();
    expect(posts(calls, '/api/v1/gemy/generateToken')[0]!.body).toMatchObject({
      phoneNumber: '4255550142',
      acctId: '900002',
      subId: '1',
      isPrequal: false,
    });
    expect(posts(calls, '/api/v1/apps/app/')[0]!.body).toMatchObject({
      appType: 'GEMY',
      tier: '1',
      appData: { MOBILE_PHONE: '4255550142', GEMY_TOKEN: TOKEN },
    });
    expect(store().selectedApps).toEqual(['GEMY']);
    expect(screen.getByText(/you authorize a hard credit check by Synchrony/)).toBeTruthy();
  });

  it('a message from another origin, or of another shape, changes nothing', async () => {
    const calls = gemyApi({ applicationDecision: 'APPROVED', accepted: '1' });
    const { goNext } = renderStep(GemySubmissionPage, journey(), 'gemy-submission');
    await formShown();
    message('http://evil.example', { dsatoken: TOKEN, appstatus: 'APPROVED' });
    message('http://127.0.0.1:30011', { dsatoken: TOKEN, appstatus: 'APPROVED' });
    message(ORIGIN, { token: TOKEN, status: 'APPROVED' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => STATUS_URL.test(c.url))).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTitle('Synchrony Bank application form')).toBeTruthy();
    expect(goNext).not.toHaveBeenCalled();
  });

  it("a message with another token shows 'Token mismatch' and asks nobody", async () => {
    const calls = gemyApi({ applicationDecision: 'APPROVED', accepted: '1' });
    const { goNext } = renderStep(GemySubmissionPage, journey(), 'gemy-submission');
    await formShown();
    message(ORIGIN, { dsatoken: 'dsa_someone_else', appstatus: 'COMPLETED' });
    expect((await screen.findByRole('alert')).textContent).toBe('Token mismatch');
    expect(calls.some((c) => STATUS_URL.test(c.url))).toBe(false);
    expect(goNext).not.toHaveBeenCalled();
  });

  it("the form's message makes our server ask Synchrony; its answers fill the fields (annual net 12 x monthly)", async () => {
    const calls = gemyApi({ applicationDecision: 'APPROVED', accepted: '1' });
    const { goNext, journey: store } = renderStep(GemySubmissionPage, journey(), 'gemy-submission');
    await formShown();
    message(ORIGIN, { dsatoken: TOKEN, appstatus: 'COMPLETED' });
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    const status = calls.find((c) => STATUS_URL.test(c.url))!;
    const query = new URLSearchParams(status.url.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      gemyToken: TOKEN,
      applicationKeyId: 'gemy-1',
      consumerId: 'c-1',
    });
    expect(store().values).toMatchObject({
      FIRST_NAME: 'Casey',
      MONTHLY_NET_INCOME: '3500',
      ANNUAL_NET_INCOME: '42000',
    });
    expect(store().applications.GEMY?.result).toMatchObject({ applicationDecision: 'APPROVED' });
    expect(posts(calls, '/api/v1/apps/app/prequal')).toHaveLength(0);
  });

  it("after a decline the server's next step (AFF's soft prequal) is shown, then the page moves on", async () => {
    const calls = gemyApi({ applicationDecision: 'DECLINED', declined: '1' });
    const { goNext, journey: stored } = renderStep(GemySubmissionPage, journey(), 'gemy-submission');
    await formShown();
    message(ORIGIN, { dsatoken: TOKEN, appstatus: 'COMPLETED' });
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    // The browser asks nothing of AFF itself: the server sent the prequal on the consent given with GEMY's.
    expect(posts(calls, '/api/v1/apps/app/prequal')).toHaveLength(0);
    expect(stored().applications.AMFF?.result).toEqual({ prequalResult: { accepted: '1' } });
  });

  it("a prequal shop (synchronyPrequalAccept '1') tells the consumer it is a soft check", async () => {
    gemyApi({ applicationDecision: 'DECLINED', declined: '1' });
    renderStep(GemySubmissionPage, journey(['GEMY', 'CFSS'], '1'), 'gemy-submission');
    await formShown();
    expect(
      screen.getByText(/^By selecting See If I Prequalify, you authorize a soft credit check by Synchrony/),
    ).toBeTruthy();
  });

  it("no token from the server shows 'no token'", async () => {
    scriptFetch(({ url }) => {
      if (url === '/api/v1/client-config')
        return jsonResponse({ ...DEFAULT_CLIENT_CONFIG, lenderPagesOrigin: ORIGIN });
      if (url === '/api/v1/gemy/generateToken')
        return jsonResponse({ token: '', error: null, message: null });
      return undefined;
    });
    renderStep(GemySubmissionPage, journey(), 'gemy-submission');
    expect((await screen.findByRole('alert')).textContent).toBe('no token');
  });
});
