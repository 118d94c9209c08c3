import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, newKey, post, startSandbox, submit, type RunningSandbox } from './helpers.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.app.close();
});

describe('/sandbox/received', () => {
  it('answers what a lender last received for an SSN, without the SSN, so a test can check a mapping', async () => {
    const request = body('CFNA', { SSN: '111111111', FIRST_NAME: 'Jose', LAST_NAME: "Nunez O'Brien" });
    expect((await submit(sandbox.url, 'CFNA', 'applications', request, newKey())).status).toBe(200);
    const answer = await post(sandbox.url, '/sandbox/received', { lender: 'CFNA', ssn: '111111111' });
    expect(answer.status).toBe(200);
    const { appData } = answer.json as unknown as { appData: Record<string, string> };
    expect(appData).toMatchObject({ FIRST_NAME: 'Jose', LAST_NAME: "Nunez O'Brien" });
    expect(appData.SSN).toBeUndefined();
  });

  it('answers 404 when the lender received nothing for that SSN, and after a reset', async () => {
    expect((await post(sandbox.url, '/sandbox/received', { lender: 'EZPY', ssn: '111111111' })).status).toBe(
      404,
    );
    await post(sandbox.url, '/sandbox/reset', {});
    expect((await post(sandbox.url, '/sandbox/received', { lender: 'CFNA', ssn: '111111111' })).status).toBe(
      404,
    );
  });
});
