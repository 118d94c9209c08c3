import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SHARE_DISCLOSURE, DATA_SHARE_DISCLOSURES } from '../src/documents/index.js';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_PROVIDERS } from '../src/documents/privacy-notice.js';
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

  it("lists the registry's lenders in the privacy notice, held to its version: a new lender needs a new date", async () => {
    // The providers each version of the notice named (decision 189: its text changes only with its date).
    const providersByVersion: Readonly<Record<string, readonly string[]>> = {
      'November 1, 2025': [
        'CFNA',
        'Synchrony',
        'DigniFi',
        'American First Finance',
        'EasyPay',
        'Concora',
        'Mile Mastercard',
        'Versatile',
        'Bread Financing',
        'Goodyear Credit Card',
        'Big O Tires Credit Card',
      ],
    };
    expect(PRIVACY_NOTICE_PROVIDERS).toEqual(providersByVersion[PRIVACY_NOTICE.lastUpdated]);
    for (const lang of ['en', 'es']) {
      const res = await get(`/terms/privacy.html?lang=${lang}`);
      expect(res.body).toContain(`${PRIVACY_NOTICE_PROVIDERS.join(', ')}.`);
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

describe('our documents in Spanish (decision 232)', () => {
  const SPANISH = [
    ['privacy', 'Aviso de privacidad', 'Qué información recopilamos'],
    ['terms-and-conditions', 'Términos y condiciones', 'No somos un prestamista'],
    ['sms-terms', 'Términos de SMS', 'Responda ALTO (o STOP)'],
    ['electronic-records-consent', 'Consentimiento para registros electrónicos (E-SIGN)', 'Copias en papel'],
  ] as const;
  const NOTICE =
    'Esta traducción se ofrece para su comodidad. En caso de discrepancia, prevalece la versión en inglés.';

  it.each(SPANISH)(
    'serves %s.html?lang=es in Spanish, linking its Spanish PDF',
    async (slug, title, phrase) => {
      const res = await get(`/terms/${slug}.html?lang=es`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="es">');
      expect(res.body).toContain(`<title>Text To Apply | ${title}</title>`);
      expect(res.body).toContain(`<h1>${title}</h1>`);
      expect(res.body).toContain('Última actualización:');
      expect(res.body).toContain(NOTICE);
      expect(res.body).toContain(phrase);
      expect(res.body).toContain(`href="${slug}.pdf?lang=es"`);
      expect(res.body).toContain('Descargar este documento en PDF');
      // The English page is still the English page.
      expect((await get(`/terms/${slug}.html?lang=en`)).body).toBe((await get(`/terms/${slug}.html`)).body);
    },
  );

  it.each(SPANISH)('serves %s.pdf?lang=es as a Spanish PDF', async (slug, title, phrase) => {
    const res = await get(`/terms/${slug}.pdf?lang=es`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(title);
    expect(text).toContain(phrase.slice(0, 20));
    expect(text).toContain('Última actualización');
  });

  it('refuses a language we do not write with 400', async () => {
    for (const url of [
      '/terms/privacy.html?lang=fr',
      '/terms/privacy.pdf?lang=xx',
      '/api/consumer-data-share-disclosure.txt?locale=fr',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('serves the data share disclosure in Spanish', async () => {
    const res = await get('/api/consumer-data-share-disclosure.txt?locale=es');
    expect(res.body).toBe(DATA_SHARE_DISCLOSURES.es);
    expect(res.body).toMatch(/^DIVULGACIÓN SOBRE EL INTERCAMBIO DE DATOS DEL CONSUMIDOR\n\nEsta traducción/);
    expect(res.body).toContain('Pueden aplicarse tarifas de mensajes y datos.');
    expect((await get('/api/consumer-data-share-disclosure.txt?locale=en')).body).toBe(DATA_SHARE_DISCLOSURE);
  });

  it("prints the shop's copy in Spanish, frame and document; a lender's document stays English", async () => {
    const res = await get('/api/v1/shops/shop/demo-cfna/pdf?appType=CFSS&template=terms&state=wa&locale=es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="redmond-tire-pros-terms-cfss-wa-es.pdf"',
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Redmond Tire Pros');
    expect(text).toContain('Términos y condiciones');
    expect(text).toContain('Proveedor de financiamiento');
    expect(text).toContain('Estado de residencia');
    expect(text).toContain('Washington (WA)');
    expect(text).toContain('Esta copia se imprimió en Redmond Tire Pros para una solicitud con DigniFi.');
    expect(text).toContain('Quién puede solicitar');

    const lender = await get('/api/v1/shops/shop/demo-cfna/pdf?appType=CFNA&template=esign&locale=es');
    expect(lender.statusCode).toBe(200);
    const english = pdfText(lender.rawPayload);
    expect(english).toContain('E-Sign Consent');
    expect(english).toContain('Financing provider');
    expect(english).not.toContain('Proveedor');

    expect(
      (await get('/api/v1/shops/shop/demo-cfna/pdf?appType=CFNA&template=terms&locale=fr')).statusCode,
    ).toBe(400);
  });
});
