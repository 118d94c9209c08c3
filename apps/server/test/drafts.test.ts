import { Writable } from 'node:stream';
import { validateFieldValue } from '@ttapply/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDrafts } from '../src/db/schema.js';
import { incompletePageBeforeSubmit } from '../src/services/draft-service.js';
import { getDraft, pageValues, putDraft, saveCfnaSteps } from './draft-helpers.js';
import { buildTestApp, cfnaAppData, submitApplication, verifyPhone, type TestApp } from './helper.js';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream });
});
afterAll(() => t.close());

const SSN = '123450987';

describe('draft application', () => {
  it('saves each step and reads every value back, on another device after verifying again', async () => {
    const first = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const empty = await getDraft(t.app, first.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().draft).toEqual({
      values: { MOBILE_PHONE: first.phone },
      completedPages: [],
      currentPage: 'policy-content',
      appCode: 'CFNA',
      appList: ['CFNA', 'GNES', 'CFSS', 'EZPY'],
      partialValues: {},
    });

    const answers = await saveCfnaSteps(t.app, first.token, first.phone, SSN);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((res) => res.json().draft.currentPage)).toEqual([
      'about-you',
      'resident',
      'financial',
      'summary',
    ]);

    // Another device: the same phone verified again gets a new token and, once the draft's SSN is confirmed
    // (decision 025), the same draft.
    const pending = await verifyPhone(t.app, first.phone, { shopKeyId: 'demo-cfna' });
    expect(pending.consumerId).toBe(first.consumerId);
    expect((await getDraft(t.app, pending.token)).statusCode).toBe(403);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps/consumer/verify-ssn',
      headers: { authorization: `Bearer ${pending.token}` },
      payload: { ssn: SSN },
    });
    expect(confirmed.statusCode).toBe(200);
    const again = { token: confirmed.headers['x-session-token'] as string };
    const resumed = await getDraft(t.app, again.token);
    expect(resumed.statusCode).toBe(200);
    const { ACCESS_CODE: _code, ...expected } = {
      ...cfnaAppData(first.phone, SSN),
      PRIVACY_TERMS_AGREED: '1',
      ACCESS_CODE: undefined,
    };
    expect(resumed.json().draft).toMatchObject({
      values: expected,
      completedPages: ['policy-content', 'about-you', 'resident', 'financial'],
      currentPage: 'summary',
      appCode: 'CFNA',
    });

    // The summary's Continue is saved as an action; the next step is the coapplicant choice.
    const summary = await putDraft(t.app, again.token, 'summary', {});
    expect(summary.statusCode).toBe(200);
    expect(summary.json().draft.currentPage).toBe('coapp-select');
  });

  it('keeps SSN, confirm SSN, ID number and date of birth encrypted in the row, and out of the logs', async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    logLines.length = 0;
    await saveCfnaSteps(t.app, consumer.token, consumer.phone, SSN);
    await getDraft(t.app, consumer.token);
    const [row] = await t.app.db
      .select()
      .from(applicationDrafts)
      .where(eq(applicationDrafts.consumerId, consumer.consumerId));
    const raw = JSON.stringify(row);
    for (const plain of [SSN, 'WDLJONESP123', '1985-04-12', '04/12/1985']) expect(raw).not.toContain(plain);
    for (const name of ['SSN', 'CONFIRM_SSN', 'ID_NUMBER', 'DOB']) {
      expect(row?.values[name]).toMatch(/^v1\./);
    }
    expect(row?.values.FIRST_NAME).toBe('Pat');
    const logs = logLines.join('');
    expect(logs).toContain('/api/v1/apps/draft');
    for (const plain of [SSN, 'WDLJONESP123', '1985-04-12']) expect(logs).not.toContain(plain);
  });

  it('refuses a step before the earlier steps of the stack are complete, naming the first incomplete page', async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const early = await putDraft(t.app, consumer.token, 'financial', pageValues('financial', consumer.phone));
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Unable to determine next state.',
      fields: { firstIncompletePage: 'policy-content' },
    });
    await putDraft(t.app, consumer.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    const skipped = await putDraft(t.app, consumer.token, 'resident', pageValues('resident', consumer.phone));
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().error.fields).toEqual({ firstIncompletePage: 'about-you' });
    // Nothing of the refused steps was kept.
    const draft = (await getDraft(t.app, consumer.token)).json().draft;
    expect(draft.values.ADDRESS1).toBeUndefined();
    expect(draft.currentPage).toBe('about-you');
  });

  it("answers 400 with the domain's message for bad input, unknown fields and pages", async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await putDraft(t.app, consumer.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    const values = { ...pageValues('about-you', consumer.phone), EMAIL: 'pat@', CONFIRM_EMAIL: 'pat@' };
    const bad = await putDraft(t.app, consumer.token, 'about-you', values);
    expect(bad.statusCode).toBe(400);
    const domainMessage = validateFieldValue('EMAIL', 'pat@', 'REQUIRED', values);
    expect(domainMessage).toBeTruthy();
    expect(bad.json().error.message).toBe(`values.EMAIL: ${domainMessage}`);
    expect(bad.json().error.fields['values.EMAIL']).toBe(domainMessage);

    const unknown = await putDraft(t.app, consumer.token, 'about-you', {
      ...pageValues('about-you', consumer.phone),
      SSN,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('values.SSN: Unknown field.');

    const page = await putDraft(t.app, consumer.token, 'no-such-page', {});
    expect(page.statusCode).toBe(404);
    expect(page.json().error.message).toBe('This page is not saved as a draft.');
    const lenderPage = await putDraft(t.app, consumer.token, 'cfna-submission', {});
    expect(lenderPage.statusCode).toBe(400);

    const offered = await putDraft(
      t.app,
      consumer.token,
      'about-you',
      pageValues('about-you', consumer.phone),
      {
        appCode: 'GEMY',
      },
    );
    expect(offered.statusCode).toBe(400);
    expect(offered.json().error.message).toBe('appCode: GEMY is not offered by this shop.');
  });

  it("keeps the mobile phone the verified one, and never shows one consumer another's draft", async () => {
    const owner = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await saveCfnaSteps(t.app, owner.token, owner.phone, SSN);
    const other = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const theirs = await getDraft(t.app, other.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().draft.values).toEqual({ MOBILE_PHONE: other.phone });
    expect(theirs.body).not.toContain(SSN);

    const noToken = await t.app.inject({ method: 'GET', url: '/api/v1/apps/draft' });
    expect(noToken.statusCode).toBe(401);
    const badToken = await getDraft(t.app, `${owner.token}x`);
    expect(badToken.statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/apps/draft/policy-content',
      payload: { values: { PRIVACY_TERMS_AGREED: '1' } },
    });
    expect(put.statusCode).toBe(401);

    // A different mobile phone typed on the about-you page is replaced by the verified one.
    const changed = await putDraft(t.app, other.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    expect(changed.statusCode).toBe(200);
    const aboutYou = await putDraft(t.app, other.token, 'about-you', {
      ...pageValues('about-you', other.phone),
      MOBILE_PHONE: owner.phone,
    });
    expect(aboutYou.statusCode).toBe(200);
    expect(aboutYou.json().draft.values.MOBILE_PHONE).toBe(other.phone);
  });

  it('without a shop nothing is required yet, but every value is still held to its format', async () => {
    const consumer = await verifyPhone(t.app);
    expect((await getDraft(t.app, consumer.token)).json().draft).toMatchObject({
      appCode: null,
      appList: [],
    });
    await putDraft(t.app, consumer.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    const bad = await putDraft(t.app, consumer.token, 'about-you', { FIRST_NAME: 'Pat', EMAIL: 'pat@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^values\.EMAIL: /);
    const partial = await putDraft(t.app, consumer.token, 'about-you', { FIRST_NAME: 'Pat' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().draft.values.FIRST_NAME).toBe('Pat');
  });

  it('two pages saved at the same moment are both kept', async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await saveCfnaSteps(t.app, consumer.token, consumer.phone, SSN);
    const [email, ssn] = await Promise.all([
      putDraft(t.app, consumer.token, 'email', {
        EMAIL: 'new@example.com',
        CONFIRM_EMAIL: 'new@example.com',
      }),
      putDraft(t.app, consumer.token, 'ssn', { SSN: '234567890', CONFIRM_SSN: '234567890' }),
    ]);
    expect([email.statusCode, ssn.statusCode]).toEqual([200, 200]);
    const values = (await getDraft(t.app, consumer.token)).json().draft.values;
    expect(values).toMatchObject({ EMAIL: 'new@example.com', SSN: '234567890', CONFIRM_SSN: '234567890' });
  });

  it('a submitted application leaves the draft in place for the next lender', async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await saveCfnaSteps(t.app, consumer.token, consumer.phone, '111111111');
    const res = await submitApplication(t.app, consumer, '111111111');
    expect(res.statusCode).toBe(200);
    const draft = (await getDraft(t.app, consumer.token)).json().draft;
    expect(draft.values.SSN).toBe('111111111');
    // Spec §4: an approved consumer resumes on the result (the completed-state redirect), not mid-form.
    expect(draft.currentPage).toBe('result');
  });

  it('resumes mid-form while no lender has answered', async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await saveCfnaSteps(t.app, consumer.token, consumer.phone, '111111111');
    expect((await getDraft(t.app, consumer.token)).json().draft.currentPage).not.toBe('result');
  });
});

describe('partial saves of a page not finished yet (decision 022 addendum)', () => {
  it('keeps what was typed as typed, reads it back after a refresh, and a full save replaces it', async () => {
    const first = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await putDraft(t.app, first.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    const typed = { FIRST_NAME: 'Pat', DOB: '1985-04', MIDDLE_INITIAL: '' };
    const partial = await putDraft(t.app, first.token, 'about-you', typed, { partial: true });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().draft).toMatchObject({
      completedPages: ['policy-content'],
      currentPage: 'about-you',
      partialValues: { FIRST_NAME: 'Pat', DOB: '1985-04' },
    });
    // Not a saved answer: the page's values stay as they were.
    expect(partial.json().draft.values.FIRST_NAME).toBeUndefined();

    // The same session (a refresh of the page) reads it back.
    const resumed = (await getDraft(t.app, first.token)).json().draft;
    expect(resumed.partialValues).toEqual({ FIRST_NAME: 'Pat', DOB: '1985-04' });
    expect(resumed.currentPage).toBe('about-you');

    // A second partial save replaces the page's partial answers as a whole.
    await putDraft(t.app, first.token, 'about-you', { DOB: '1985-04-1' }, { partial: true });
    expect((await getDraft(t.app, first.token)).json().draft.partialValues).toEqual({ DOB: '1985-04-1' });

    const full = await putDraft(t.app, first.token, 'about-you', pageValues('about-you', first.phone));
    expect(full.statusCode).toBe(200);
    expect(full.json().draft.partialValues).toEqual({});
    expect(full.json().draft.completedPages).toEqual(['policy-content', 'about-you']);
  });

  it('another device verifying the phone alone does not read half-typed answers it cannot prove (decision 194)', async () => {
    const first = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await putDraft(t.app, first.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    await putDraft(t.app, first.token, 'about-you', { FIRST_NAME: 'Pat', DOB: '1985-04' }, { partial: true });
    const again = await verifyPhone(t.app, first.phone, { shopKeyId: 'demo-cfna' });
    const resumed = (await getDraft(t.app, again.token)).json().draft;
    expect(resumed.partialValues).toEqual({});
    expect(resumed.currentPage).toBe('about-you');
  });

  it('keeps a half-typed SSN, confirm SSN and date of birth encrypted in the row and out of the logs', async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const steps = await saveCfnaSteps(t.app, consumer.token, consumer.phone, SSN);
    expect(steps.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    logLines.length = 0;
    const typed = { SSN: '987650123', CONFIRM_SSN: '98765' };
    const partial = await putDraft(t.app, consumer.token, 'financial', typed, { partial: true });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().draft.partialValues).toEqual(typed);
    // A finished page opened again (an edit from the summary) keeps its half-typed change too.
    const dob = await putDraft(t.app, consumer.token, 'about-you', { DOB: '1979-11-30' }, { partial: true });
    expect(dob.json().draft.partialValues).toEqual({ ...typed, DOB: '1979-11-30' });
    const [row] = await t.app.db
      .select()
      .from(applicationDrafts)
      .where(eq(applicationDrafts.consumerId, consumer.consumerId));
    const raw = JSON.stringify(row);
    for (const plain of ['987650123', '1979-11-30']) expect(raw).not.toContain(plain);
    for (const name of ['SSN', 'CONFIRM_SSN', 'DOB']) expect(row?.partialValues[name]).toMatch(/^v1\./);
    const logs = logLines.join('');
    expect(logs).toContain('/api/v1/apps/draft/financial');
    for (const plain of ['987650123', '1979-11-30']) expect(logs).not.toContain(plain);
    // The finished financial page's own saved SSN is untouched.
    expect((await getDraft(t.app, consumer.token)).json().draft.values.SSN).toBe(SSN);
  });

  it('never completes a page, moves the resume page, or opens a later page', async () => {
    const consumer = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await putDraft(t.app, consumer.token, 'policy-content', { PRIVACY_TERMS_AGREED: '1' });
    // Every answer of the page, valid, but sent as partial: still not complete.
    const all = pageValues('about-you', consumer.phone);
    const partial = await putDraft(t.app, consumer.token, 'about-you', all, { partial: true });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().draft.completedPages).toEqual(['policy-content']);
    expect(partial.json().draft.currentPage).toBe('about-you');
    const next = await putDraft(t.app, consumer.token, 'resident', pageValues('resident', consumer.phone));
    expect(next.statusCode).toBe(409);
    expect(next.json().error.fields).toEqual({ firstIncompletePage: 'about-you' });
    // A later page cannot be saved partially either, and unknown fields are refused as in a full save.
    const later = await putDraft(t.app, consumer.token, 'financial', { SSN: '12345' }, { partial: true });
    expect(later.statusCode).toBe(409);
    expect(later.json().error.fields).toEqual({ firstIncompletePage: 'about-you' });
    const unknown = await putDraft(t.app, consumer.token, 'about-you', { SSN: '12345' }, { partial: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('values.SSN: Unknown field.');
  });

  it("never shows one consumer another's partial answers", async () => {
    const owner = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    await saveCfnaSteps(t.app, owner.token, owner.phone, SSN);
    await putDraft(t.app, owner.token, 'financial', { SSN: '55544' }, { partial: true });
    const other = await verifyPhone(t.app, undefined, { shopKeyId: 'demo-cfna' });
    const theirs = await getDraft(t.app, other.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().draft.partialValues).toEqual({});
    // Not the body as a whole: their own random test phone could hold the same digits.
    expect(theirs.json().draft.values.SSN).toBeUndefined();
    const unauthenticated = await putDraft(t.app, '', 'financial', { SSN: '55544' }, { partial: true });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

describe('incompletePageBeforeSubmit (the submission re-check)', () => {
  const today = new Date();
  it('names the first page of the stack the data leaves incomplete', () => {
    const complete = cfnaAppData('4255551234', SSN);
    expect(incompletePageBeforeSubmit('CFNA', 'CFNA,GNES', complete, today)).toBeUndefined();
    const { FIRST_NAME: _first, ...noName } = complete;
    expect(incompletePageBeforeSubmit('CFNA', 'CFNA,GNES', noName, today)).toBe('about-you');
    const { ZIP: _zip, ...noZip } = complete;
    expect(incompletePageBeforeSubmit('GNES', 'CFNA,GNES', noZip, today)).toBe('resident');
    const jointly = { ...complete, APPLY_WITH_COAPP: '1' };
    expect(incompletePageBeforeSubmit('CFNA', 'CFNA,GNES', jointly, today)).toBe('coapp-about-you');
  });
});
