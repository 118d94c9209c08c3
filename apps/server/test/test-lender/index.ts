import { toLenderAppData } from '@ttapply/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../src/errors/app-error.js';
import type { LenderDefinition } from '../../src/lenders/index.js';

/**
 * A lender that exists only in the tests: one folder and one line in the app's lender list (test-lender.test.ts),
 * to show that the shared server code handles a lender it was never told about. The domain's app codes are a
 * closed list, so it plays under an app code the domain knows (the Big O card's, which it replaces); every part
 * of it is its own: its adapter's mapping and reading of the answer, its rule on a submission, its route, its
 * console part.
 */
export const TEST_LENDER_CODE = 'BIGO';
export const TEST_LENDER_REFUSAL = 'The test lender takes no application from a Mr Refused.';
export const TEST_LENDER_MESSAGE = 'Answered through the test lender module.';

/** What the test lender's parts were asked, in order. */
export const testLenderCalls: string[] = [];

const pingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/ping', { schema: { response: { 200: z.object({ lender: z.string() }) } } }, async () => ({
    lender: TEST_LENDER_CODE,
  }));
};

export const testLender: LenderDefinition = {
  appCode: TEST_LENDER_CODE,
  prequalifies: false,
  mapAppData: (values, options) => {
    testLenderCalls.push(`mapAppData ${options.kind}`);
    return toLenderAppData(TEST_LENDER_CODE, values, options);
  },
  mapDecision: (decision) => {
    testLenderCalls.push(`mapDecision ${decision.status}`);
    return { ...decision, result: { ...decision.result, customermessage: TEST_LENDER_MESSAGE } };
  },
  submissionCheck:
    () =>
    async ({ appData }) => {
      testLenderCalls.push('submissionCheck');
      if (appData.FIRST_NAME === 'Refused') throw new AppError('UNPROCESSABLE', TEST_LENDER_REFUSAL);
    },
  build: () => ({ routes: [{ prefix: '/api/v1/test-lender', plugin: pingRoutes }] }),
  console: {
    afterApproval: (apps) => {
      const approved = apps.findLast((app) => app.appType === TEST_LENDER_CODE && app.status === 'a');
      return approved
        ? {
            applicationId: approved.id,
            state: 'approved',
            approvedAmount: 1,
            amountToCharge: null,
            cardLast4: null,
          }
        : null;
    },
  },
};
