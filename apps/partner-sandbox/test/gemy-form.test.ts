import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../src/index.js';

// Synchrony's embedded form (lenders §4): framed by the app alone, tells the app's exact origin, decides by
// the GEMY test SSNs, and only its status API says what was decided.
const APP = 'http://localhost:3000';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({
    delay: { minMs: 0, maxMs: 0 },
    controls: true,
    appOrigin: APP,
    hostedFormDecisionMs: 0,
  });
});
afterAll(async () => app.close());

async function issue(isPrequal = false) {
  const res = await app.inject({
    method: 'POST',
    url: '/lenders/GEMY/data-share-tokens',
    payload: {
      phoneNumber: '4255550142',
      acctId: '900002',
      subId: '1',
      isPrequal,
      applicant: { firstName: 'Casey' },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ dataShareToken: string }>().dataShareToken;
}

const answers = (socialSecurity: string) => ({
  firstName: 'Casey',
  lastName: 'Nguyen',
  email: 'casey@example.com',
  line1: '2200 148th Ave NE',
  city: 'Bellevue',
  state: 'WA',
  zipCode: '98007',
  dateOfBirth: '04/12/1986',
  socialSecurity,
  netIncome: '3500',
  residenceType: 'RENT',
});

describe("Synchrony's hosted form", () => {
  it('may be framed by the app alone and runs no inline script; prefilled from the token', async () => {
    const token = await issue();
    const page = await app.inject({ method: 'GET', url: `/lenders/GEMY/apply?dsaToken=${token}` });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${APP}`);
    expect(csp).toContain("script-src 'self'");
    expect(page.body).toContain('value="Casey"');
    expect(page.body).toContain('4255550142'.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3'));
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.body).toContain(`data-app-origin="${APP}"`);
  });

  it("its script sends the completion to the app's exact origin, never '*'", async () => {
    const script = await app.inject({ method: 'GET', url: '/lenders/GEMY/apply.js' });
    expect(script.body).toContain(
      'window.parent.postMessage({ dsatoken: token, appstatus: body.appstatus }, appOrigin)',
    );
    expect(script.body).not.toContain("'*'");
  });

  it('a token it never issued shows no form and has no status', async () => {
    const fake = `dsa_${'0'.repeat(48)}`;
    expect(
      (await app.inject({ method: 'GET', url: `/lenders/GEMY/apply?dsaToken=${fake}` })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/lenders/GEMY/application-status?token=${fake}` })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/lenders/GEMY/apply?dsaToken=nope' })).statusCode).toBe(
      400,
    );
  });

  it('bad answers are refused with the field named', async () => {
    const token = await issue();
    const res = await app.inject({
      method: 'POST',
      url: '/lenders/GEMY/apply',
      payload: { dsaToken: token, answers: { ...answers('12'), firstName: '' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/First Name is required|Social Security Number must be 9 digits/);
  });

  it('an optional home phone comes back as a HOME contact beside the mobile on file; a malformed one is refused', async () => {
    const token = await issue();
    const bad = await app.inject({
      method: 'POST',
      url: '/lenders/GEMY/apply',
      payload: { dsaToken: token, answers: { ...answers('111111111'), homePhone: '555-0177' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Home Phone must be 10 digits/);
    await app.inject({
      method: 'POST',
      url: '/lenders/GEMY/apply',
      payload: { dsaToken: token, answers: { ...answers('111111111'), homePhone: '(425) 555-0177' } },
    });
    const status = await app.inject({
      method: 'GET',
      url: `/lenders/GEMY/application-status?token=${token}`,
    });
    expect(status.json().applicantInfo.contactInfo).toEqual([
      { contactType: 'MOBILE', contactNumber: '4255550142' },
      { contactType: 'HOME', contactNumber: '4255550177' },
    ]);
  });

  it.each([
    ['111111111', 'APPROVED'],
    ['222222222', 'DECLINED'],
    ['333333333', 'REFERRED'],
    ['999999999', 'ERROR'],
  ])('SSN %s: the status API says %s once the form is sent, ISSUED before', async (ssn, decision) => {
    const token = await issue();
    const before = await app.inject({
      method: 'GET',
      url: `/lenders/GEMY/application-status?token=${token}`,
    });
    expect(before.json()).toMatchObject({ tokenStatus: 'ISSUED', merchantInfo: { merchantId: '900002' } });
    expect(before.json().applicationStatus).toBeUndefined();
    const sent = await app.inject({
      method: 'POST',
      url: '/lenders/GEMY/apply',
      payload: { dsaToken: token, answers: answers(ssn) },
    });
    expect(sent.json()).toEqual({ appstatus: 'COMPLETED' });
    const after = await app.inject({ method: 'GET', url: `/lenders/GEMY/application-status?token=${token}` });
    expect(after.json()).toMatchObject({
      tokenStatus: 'COMPLETED',
      applicationStatus: { applicationDecision: decision },
      applicantInfo: { firstName: 'Casey', dateOfBirth: '19860412', socialSecurity: ssn },
      preQual: 'N',
    });
  });

  it('the prequal variant asks its own question and answers preQual Y', async () => {
    const token = await issue(true);
    const page = await app.inject({ method: 'GET', url: `/lenders/GEMY/apply?dsaToken=${token}` });
    expect(page.body).toContain('See If I Prequalify');
    const status = await app.inject({
      method: 'GET',
      url: `/lenders/GEMY/application-status?token=${token}`,
    });
    expect(status.json()).toMatchObject({ preQual: 'Y', applicationType: 'PREQUAL' });
  });
});
