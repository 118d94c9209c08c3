import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDraft, pageValues, putDraft, saveCfnaSteps } from './draft-helpers.js';
import { buildTestApp, latestCode, sendCode, verifyPhone, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SSN = '123450987';
const SSN_PENDING = 'Please confirm your SSN to continue with your application.';

/** The same phone verified again (another device): the validate-OTP answer as it comes. */
async function verifyAgain(phone: string) {
  const sent = await sendCode(t.app, phone, { shopKeyId: 'demo-cfna' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/validate-OTP/',
    payload: {
      phoneMobile: phone,
      verificationCode: await latestCode(t.app, phone),
      verificationHash: sent.json().verificationHash,
      shopKeyId: 'demo-cfna',
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{
    token: string;
    ssnPending: boolean;
    identityCheck: 'ssn' | 'dob' | null;
    applications: unknown[];
  }>();
}

const verifyDob = (token: string, dob: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/consumer/verify-dob',
    headers: { authorization: `Bearer ${token}` },
    payload: { dob },
  });

const verifySsn = (token: string, ssn: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/apps/consumer/verify-ssn',
    headers: { authorization: `Bearer ${token}` },
    payload: { ssn },
  });

// The saved draft holds the SSN, ID number and date of birth; a second verification of the phone alone must
// not open it (docs/decisions/025 and its addendum), even when nothing was ever submitted to a lender.
describe('a saved draft that holds an SSN opens only after the SSN check', () => {
  it('answers 403 to a second verification until the SSN of the draft is confirmed', async () => {
    const first = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const steps = await saveCfnaSteps(t.app, first.token, first.phone, SSN);
    expect(steps.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);

    const again = await verifyAgain(first.phone);
    expect(again.applications).toEqual([]);
    expect(again.ssnPending).toBe(true);
    const refused = await getDraft(t.app, again.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(SSN_PENDING);
    expect(refused.body).not.toContain(SSN);
    const write = await putDraft(t.app, again.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    expect(write.statusCode).toBe(403);

    // Checked against the draft's SSN: another one is refused, the draft's own opens it.
    const wrong = await verifySsn(again.token, '123450988');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('The SSN gathered is invalid.');
    const right = await verifySsn(again.token, SSN);
    expect(right.statusCode).toBe(200);
    const opened = await getDraft(t.app, right.headers['x-session-token'] as string);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().draft.values.SSN).toBe(SSN);
  });

  it('gates a complete SSN typed on a page not finished, and clears half-typed digits instead', async () => {
    const savedUpToFinancial = async () => {
      const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
      for (const page of ['policy-content', 'about-you', 'resident'] as const) {
        expect(
          (await putDraft(t.app, consumer.token, page, pageValues(page, consumer.phone))).statusCode,
        ).toBe(200);
      }
      return consumer;
    };
    const typed = await savedUpToFinancial();
    await putDraft(t.app, typed.token, 'financial', { SSN: '987650123' }, { partial: true });
    const typedAgain = await verifyAgain(typed.phone);
    expect(typedAgain.ssnPending).toBe(true);
    expect((await getDraft(t.app, typedAgain.token)).statusCode).toBe(403);
    expect((await verifySsn(typedAgain.token, '987650123')).statusCode).toBe(200);

    // Five digits could never be confirmed: they are cleared, and the rest of the draft opens after the date of
    // birth it holds is confirmed (decision 194).
    const half = await savedUpToFinancial();
    await putDraft(t.app, half.token, 'financial', { SSN: '98765', CONFIRM_SSN: '9' }, { partial: true });
    const halfAgain = await verifyAgain(half.phone);
    expect(halfAgain).toMatchObject({ ssnPending: true, identityCheck: 'dob' });
    const byDob = await verifyDob(halfAgain.token, '04/12/1985');
    expect(byDob.statusCode, byDob.body).toBe(200);
    const draft = await getDraft(t.app, byDob.headers['x-session-token'] as string);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().draft.partialValues).toEqual({});
    expect(draft.json().draft.completedPages).toEqual(['policy-content', 'about-you', 'resident']);
  });

  it('opens a draft without an SSN after the code alone, as before', async () => {
    const first = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await putDraft(t.app, first.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    const again = await verifyAgain(first.phone);
    expect(again.ssnPending).toBe(false);
    const draft = await getDraft(t.app, again.token);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().draft.completedPages).toEqual(['policy-content']);
  });
});

// Decision 194: a draft without an SSN holds a date of birth, a name, an address, an ID number: a second
// verification of the phone alone reads none of it.
describe('a saved draft without an SSN', () => {
  it('opens after its date of birth is confirmed, with the same attempts as the SSN', async () => {
    const first = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    for (const page of ['policy-content', 'about-you'] as const) {
      expect((await putDraft(t.app, first.token, page, pageValues(page, first.phone))).statusCode).toBe(200);
    }
    const again = await verifyAgain(first.phone);
    expect(again).toMatchObject({ ssnPending: true, identityCheck: 'dob' });
    const refused = await getDraft(t.app, again.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('1985');
    expect(refused.body).not.toContain('Jones');

    const wrong = await verifyDob(again.token, '04/13/1985');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'That date of birth does not match the one saved with your application.',
    );
    // Typed as the form writes it, or as stored: either opens it.
    const right = await verifyDob(again.token, '1985-04-12');
    expect(right.statusCode).toBe(200);
    const opened = await getDraft(t.app, right.headers['x-session-token'] as string);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().draft.values.LAST_NAME).toBe('Jones');
  });

  it('shares the lock with the SSN check: five wrong dates and the check refuses for a while', async () => {
    const first = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    for (const page of ['policy-content', 'about-you'] as const) {
      await putDraft(t.app, first.token, page, pageValues(page, first.phone));
    }
    const again = await verifyAgain(first.phone);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await verifyDob(again.token, `01/0${i + 1}/1970`)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await verifyDob(again.token, '04/12/1985')).statusCode).toBe(429);
  });

  it('a half-typed About You with no date of birth: nothing to prove it by, so it is cleared', async () => {
    const first = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await putDraft(t.app, first.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    await putDraft(
      t.app,
      first.token,
      'about-you',
      { FIRST_NAME: 'Pat', LAST_NAME: 'Quintero' },
      { partial: true },
    );
    const again = await verifyAgain(first.phone);
    expect(again).toMatchObject({ ssnPending: false, identityCheck: null });
    const draft = await getDraft(t.app, again.token);
    expect(draft.statusCode).toBe(200);
    expect(draft.body).not.toContain('Quintero');
    expect(draft.json().draft.completedPages).toEqual(['policy-content']);
  });
});
