import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LENDER_CODES, SANDBOX_DECISION_TABLES } from '../src/index.js';
import { AFF_MESSAGES } from '../src/lenders/amff/funding-routes.js';
import { startSandbox, type RunningSandbox } from './helpers.js';
import { pdfText } from './pdf-text.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ appOrigin: 'https://apply.example.com' });
});
afterAll(async () => {
  await sandbox.app.close();
});

describe('GNES disclosures (lenders §2 "GNES terms")', () => {
  it('answers base64 HTML with every section and a real PDF', async () => {
    const response = await fetch(`${sandbox.url}/lenders/GNES/disclosures/1234567890`);
    expect(response.status).toBe(200);
    const { disclosures } = (await response.json()) as { disclosures: { html: string; pdf: string } };
    const html = Buffer.from(disclosures.html, 'base64').toString('utf8');
    for (const heading of [
      'Terms &amp; Conditions',
      'Summary of Terms',
      'Schumer Box',
      'Application Authorization Disclosures',
      'Credit Card Agreement',
      'Loan Acceptance Disclosure',
      'Consent to Electronic Communications',
    ]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain('Member FDIC');
    expect(html).toContain('1234567890');
    expect(html).not.toContain('<script');
    const pdf = Buffer.from(disclosures.pdf, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const heading of [
      'Schumer Box',
      'Application Authorization Disclosures',
      'Consent to Electronic Communications',
    ]) {
      expect(text).toContain(heading);
    }
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });
});

describe('E-Sign consents (E-SIGN Act §7001(c)(1))', () => {
  /** What each lender's consent must say before the consumer agrees. */
  function expectEsignDisclosures(text: string, phone: string) {
    expect(text).toMatch(/you need: a phone, tablet or computer with internet access/);
    expect(text).toMatch(/software that opens PDF files/);
    expect(text).toMatch(
      new RegExp(`paper copy of any record at any time, free of charge, by calling ${phone}`),
    );
    expect(text).toMatch(
      new RegExp(`withdraw this consent at any time, free of charge, by calling ${phone}`),
    );
    expect(text).toMatch(/After you withdraw, .* sends records on paper/);
    expect(text).toMatch(/new e-mail address/);
  }

  it("Concora's Consent to Electronic Communications names the requirements, paper copies and withdrawal", async () => {
    const response = await fetch(`${sandbox.url}/lenders/GNES/disclosures/1234567890`);
    const { disclosures } = (await response.json()) as { disclosures: { html: string } };
    const html = Buffer.from(disclosures.html, 'base64').toString('utf8');
    const consent = html.slice(html.indexOf('Consent to Electronic Communications</h'));
    expectEsignDisclosures(consent, '1-800-555-0146');
  });

  it("DigniFi's E-Sign Consent names the requirements, paper copies and withdrawal", async () => {
    const response = await fetch(`${sandbox.url}/lenders/CFSS/disclosures?state=WA&doc=esign`);
    expectEsignDisclosures(await response.text(), '1-800-555-0143');
  });
});

describe('DigniFi state disclosures', () => {
  it('serves each document as HTML that only the app may frame', async () => {
    for (const doc of ['terms', 'esign', 'credit-pull']) {
      const response = await fetch(`${sandbox.url}/lenders/CFSS/disclosures?state=WA&doc=${doc}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' https://apply.example.com",
      );
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(await response.text()).toContain('Washington');
    }
  });

  it('says what differs by state (lenders §9 loan disclosure states)', async () => {
    const ny = await (await fetch(`${sandbox.url}/lenders/CFSS/disclosures?state=NY&doc=terms`)).text();
    expect(ny).toContain('Loans are not available to residents of New York.');
    const wa = await (await fetch(`${sandbox.url}/lenders/CFSS/disclosures?state=WA&doc=terms`)).text();
    expect(wa).toContain('made and administered by');
    const tx = await (await fetch(`${sandbox.url}/lenders/CFSS/disclosures?state=TX&doc=terms`)).text();
    expect(tx).toContain('serviced by DigniFi');
  });
});

describe('MILE Summary of Credit Terms (lenders §7 "MILE credit terms")', () => {
  it('answers the document URLs for a shop, and serves them framable by the app only', async () => {
    const response = await fetch(
      `${sandbox.url}/lenders/MILE/summary-of-credit-terms?acctId=100011&subId=01`,
    );
    expect(response.status).toBe(200);
    const urls = (await response.json()) as { documentImageHtmlURL: string; documentImageURL: string };
    expect(urls.documentImageHtmlURL).toBe(`${sandbox.url}/lenders/MILE/summary-of-credit-terms/doc6.html`);
    const html = await fetch(urls.documentImageHtmlURL);
    expect(html.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://apply.example.com",
    );
    const text = await html.text();
    expect(text).toContain('Summary of Credit Terms');
    expect(text).toContain('Account Maintenance Fee');
    const pdf = await fetch(urls.documentImageURL);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a request without acctId and an unknown file with 400', async () => {
    const missing = await fetch(`${sandbox.url}/lenders/MILE/summary-of-credit-terms`);
    expect(missing.status).toBe(400);
    const other = await fetch(`${sandbox.url}/lenders/MILE/summary-of-credit-terms/doc8.html`);
    expect(other.status).toBe(400);
  });
});

/** A lender's section of the README, from its `### CODE` heading to the next heading. */
function readmeSection(readme: string, code: string): string {
  return readme.slice(readme.indexOf(`### ${code}`)).split('\n### ')[0] ?? '';
}

describe('README', () => {
  it('lists every test SSN of every lender with its outcome', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    for (const code of LENDER_CODES) {
      const table = SANDBOX_DECISION_TABLES[code];
      expect(readme, code).toContain(`### ${code}`);
      const section = readmeSection(readme, code);
      for (const [ssn, outcome] of Object.entries(table.application)) {
        expect(section, `${code} ${ssn}`).toMatch(
          new RegExp(`\\| ${ssn} +\\| application +\\| ${outcome} +\\|`),
        );
      }
      for (const [ssn, outcome] of Object.entries(table.prequal ?? {})) {
        expect(section, `${code} prequal ${ssn}`).toMatch(
          new RegExp(`\\| ${ssn} +\\| prequal +\\| ${outcome} +\\|`),
        );
      }
      expect(section).toContain(table.otherSsns);
    }
  });

  it("names AFF's finalize error in AMFF's decision table (lenders §4 'the last four do not match')", async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    expect(readmeSection(readme, 'AMFF')).toMatch(
      new RegExp(`\\| any approved +\\| finalize +\\| finalize-error +\\| 422 '${AFF_MESSAGES.last4}'`),
    );
  });
});
