import { supportsPrequal, toLenderAppData, type AppCode } from '@ttapply/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../src/errors/app-error.js';
import type { LenderDefinition } from '../../src/lenders/index.js';

/**
 * A lender that exists only in the tests: one folder and one line in the app's lender list, to show that the
 * shared server code handles a lender it was never told about. Every part of it is its own: its adapter's mapping
 * and reading of the answer, its rule on a submission, its route, its console part.
 *
 * The e2e's test composition runs it under its own app code (TSTC, the domain's test card lender, which that
 * composition adds to the domain's registry at start; e2e/test-lender/). The server's unit tests share one module
 * graph per worker (vitest `isolate: false`), so none can add a lender to the domain before it loads: there it
 * plays under an app code the domain knows (the Big O card's, which it replaces; test-lender.test.ts).
 */
export const TEST_LENDER_CODE = 'BIGO';
export const TEST_LENDER_REFUSAL = 'The test lender takes no application from a Mr Refused.';
export const TEST_LENDER_MESSAGE = 'Answered through the test lender module.';

/** What the test lender's parts were asked, in order. */
export const testLenderCalls: string[] = [];

function pingRoutes(appCode: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/ping', { schema: { response: { 200: z.object({ lender: z.string() }) } } }, async () => ({
      lender: appCode,
    }));
  };
}

/** The test lender's module under `appCode`. */
export function testLenderModule(appCode: string): LenderDefinition {
  return {
    appCode,
    // As its domain definition says (the test card prequalifies; the Big O card it stands in for does not).
    prequalifies: supportsPrequal(appCode),
    mapAppData: (values, options) => {
      testLenderCalls.push(`mapAppData ${options.kind}`);
      // A code added at start-up is outside the product's AppCode union (docs/decisions/312).
      return toLenderAppData(appCode as AppCode, values, options);
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
    build: () => ({ routes: [{ prefix: '/api/v1/test-lender', plugin: pingRoutes(appCode) }] }),
    console: {
      afterApproval: (apps) => {
        const approved = apps.findLast((app) => app.appType === appCode && app.status === 'a');
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
}

export const testLender = testLenderModule(TEST_LENDER_CODE);
