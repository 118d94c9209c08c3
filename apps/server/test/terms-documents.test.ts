import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SHARE_DISCLOSURE } from '../src/documents/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { pdfText } from './pdf-text.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

const DOCUMENTS = [
  [
    'privacy',
    'Privacy Notice',
    ['What we collect', 'Who receives it', 'We do not sell your personal information'],
  ],
  [
    'terms-and-conditions',
    'Terms and Conditions',
    ['We are not a lender', 'Who may apply', 'credit inquiry'],
  ],
  ['sms-terms', 'SMS Terms', ['Message and data rates may apply', 'Reply STOP', 'Reply HELP']],
  // E-SIGN Act § 101(c)(1): what it covers, paper copies and how, how to withdraw, hardware and software.
  [
    'electronic-records-consent',
    'E-SIGN Consent',
    [
      'What this consent covers',
      'paper copy of any of these records at no charge',
      'Withdrawing your consent',
      'What you need',
    ],
  ],
] as const;

describe('/terms documents', () => {
  it.each(DOCUMENTS)('serves %s.html as a titled page with its content', async (slug, title, phrases) => {
    const res = await get(`/terms/${slug}.html`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain(`<title>Text To Apply | ${title}</title>`);
    expect(res.body).toContain(`<h1>${title}</h1>`);
    for (const phrase of phrases) expect(res.body).toContain(phrase);
    expect(res.body).toContain(`href="${slug}.pdf"`);
    expect(res.body).not.toContain('<script');
    // Framable by the web app's own modal, by nobody else.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('names every provider a shop may send the application to in the privacy notice', async () => {
    const res = await get('/terms/privacy.html');
    for (const name of ['CFNA', 'Synchrony', 'DigniFi', 'American First Finance', 'EasyPay', 'Concora']) {
      expect(res.body).toContain(name);
    }
  });

  it.each(DOCUMENTS)('serves %s.pdf as a PDF holding the same text', async (slug, title) => {
    const res = await get(`/terms/${slug}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${slug}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(res.rawPayload)).toContain(title);
    const again = await get(`/terms/${slug}.pdf`);
    expect(again.rawPayload.length).toBe(res.rawPayload.length);
  });

  it('keeps the data share disclosure text in the same document module', async () => {
    const res = await get('/api/consumer-data-share-disclosure.txt');
    expect(res.body).toBe(DATA_SHARE_DISCLOSURE);
    expect(res.body).toMatch(/^CONSUMER DATA SHARE DISCLOSURE\n/);
    expect(res.body).toContain('Message and data rates may apply.');
  });

  it('answers an unknown document with 404', async () => {
    expect((await get('/terms/nothing.html')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/shops/shop/:shopKeyId/pdf', () => {
  const pdfUrl = (query: string, shop = 'demo-cfna') => `/api/v1/shops/shop/${shop}/pdf?${query}`;

  it('prints the terms for the shop with its name, address, lender and state', async () => {
    const res = await get(pdfUrl('appType=CFSS&template=terms&state=wa'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="redmond-tire-pros-terms-cfss-wa.pdf"',
    );
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Redmond Tire Pros');
    expect(text).toContain('16150 NE 85th St');
    expect(text).toContain('Redmond, WA 98052');
    expect(text).toContain('Terms and Conditions');
    expect(text).toContain('DigniFi');
    expect(text).toContain('Washington (WA)');
    expect(text).toContain('Who may apply');
  });

  it.each([
    ['privacy', 'Privacy Notice', 'What we collect'],
    ['sms-terms', 'SMS Terms', 'Stopping messages and getting help'],
    ['disclosure', 'Consumer Data Share Disclosure', 'How your information is shared'],
    ['esign', 'E-Sign Consent', 'Paper copies and withdrawing consent'],
    ['credit-pull', 'Credit Report Authorization', 'Hard and soft credit checks'],
  ])('prints the %s template', async (template, title, heading) => {
    const res = await get(pdfUrl(`appType=CFNA&template=${template}`));
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Redmond Tire Pros');
    expect(text).toContain(title);
    expect(text).toContain(heading);
    expect(text).toContain('CFNA');
  });

  it('answers 400 for an unknown template, app type or state', async () => {
    const template = await get(pdfUrl('appType=CFNA&template=poem'));
    expect(template.statusCode).toBe(400);
    expect(template.json().error.message).toBe(
      'template: Unknown template. Use one of: privacy, terms, sms-terms, disclosure, esign, credit-pull.',
    );
    const appType = await get(pdfUrl('appType=NOPE&template=terms'));
    expect(appType.statusCode).toBe(400);
    expect(appType.json().error.message).toBe('appType: Unknown app type NOPE.');
    const state = await get(pdfUrl('appType=CFSS&template=terms&state=ZZ'));
    expect(state.statusCode).toBe(400);
    expect(state.json().error.message).toBe('state: Invalid value');
    expect((await get(pdfUrl('template=terms'))).statusCode).toBe(400);
  });

  it('answers 404 for an unknown shop', async () => {
    const res = await get(pdfUrl('appType=CFNA&template=terms', 'no-such-shop'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: '404 - Data Not Found' } });
  });
});
