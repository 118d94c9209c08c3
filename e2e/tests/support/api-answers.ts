import { appPort } from '../../suite-servers';
import { API_CALLS_ATTACHMENT } from './api-calls-attachment';
import { test as base, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';

// Every walk fails on an API answer of status 400 or more that it did not provoke on purpose: an error the
// consumer never sees (a refused draft save, a failed automatic prequal) is still a broken journey, and only
// a check on every answer finds it. Specs import `test` and `expect` from here instead of '@playwright/test';
// a walk that provokes an error (a wrong code, a declined card) says so with allowApiErrors.

/** An answer a walk provokes on purpose: the API path (exact, or a pattern) and, optionally, its status. */
export interface AllowedApiError {
  /** The request's path, e.g. '/api/v1/apps/validate-OTP/', or a pattern over it. */
  readonly path: string | RegExp;
  readonly status?: number;
  readonly method?: string;
}

interface ApiErrorAnswer {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly body: string;
}

const allowances = new WeakMap<BrowserContext, AllowedApiError[]>();

/**
 * Lets this page's browser context see the given error answers without failing the test: only for walks that
 * provoke them (a wrong one-time code, a card the lender refuses, a session made to expire).
 */
export function allowApiErrors(page: Page | BrowserContext, allowed: readonly AllowedApiError[]): void {
  const context = 'context' in page ? page.context() : page;
  allowances.set(context, [...(allowances.get(context) ?? []), ...allowed]);
}

function isAllowed(context: BrowserContext, answer: ApiErrorAnswer): boolean {
  return (allowances.get(context) ?? []).some(
    (rule) =>
      (typeof rule.path === 'string' ? rule.path === answer.path : rule.path.test(answer.path)) &&
      (rule.status === undefined || rule.status === answer.status) &&
      (rule.method === undefined || rule.method.toUpperCase() === answer.method),
  );
}

/** One call of our API as a failed walk reports it: what was asked, and its status once answered. */
interface ApiCall {
  readonly line: string;
  outcome: string;
}

/** API calls a failed walk reports: its last ones, which say whether the step it failed on was answered. */
const CALLS_REPORTED = 25;

/** What the fixture sees of our own API in one test: error answers per context, and every call in order. */
interface ApiTraffic {
  readonly errors: Map<BrowserContext, ApiErrorAnswer[]>;
  readonly calls: ApiCall[];
}

/** Our own API's path of a request (same origin as the app, path /api/), or undefined for any other. */
function apiPath(url: string, origin: string): string | undefined {
  const parsed = new URL(url);
  return parsed.origin === origin && parsed.pathname.startsWith('/api/') ? parsed.pathname : undefined;
}

/** Records every call and every error answer of our own API in this context. */
function watch(context: BrowserContext, origin: string, traffic: ApiTraffic) {
  if (traffic.errors.has(context)) return;
  const answers: ApiErrorAnswer[] = [];
  traffic.errors.set(context, answers);
  const calls = new WeakMap<Request, ApiCall>();
  context.on('request', (request) => {
    const path = apiPath(request.url(), origin);
    if (!path) return;
    const call = { line: `${request.method()} ${path}`, outcome: 'not answered' };
    calls.set(request, call);
    traffic.calls.push(call);
  });
  context.on('requestfailed', (request) => {
    const call = calls.get(request);
    if (call) call.outcome = `failed: ${request.failure()?.errorText ?? 'unknown'}`;
  });
  context.on('response', (response) => {
    const call = calls.get(response.request());
    if (call) call.outcome = String(response.status());
    if (response.status() < 400) return;
    const path = apiPath(response.url(), origin);
    if (!path) return;
    const answer = {
      method: response.request().method(),
      path,
      status: response.status(),
      body: '',
    };
    answers.push(answer);
    // The body names the refused field or rule; read it while the response is still there.
    response
      .text()
      .then((text) => Object.assign(answer, { body: text.slice(0, 300) }))
      .catch(() => undefined);
  });
}

/** Wraps browser.newContext / newPage for one test so contexts a spec opens itself are watched too. */
function watchNewContexts(browser: Browser, watchOne: (context: BrowserContext) => void): () => void {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchOne(context);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watchOne(page.context());
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

export const test = base.extend<{ apiAnswersChecked: void }>({
  // Each worker walks on its own app (suite-servers.ts); pages, requests and contexts a spec opens itself all
  // take their base from here.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${appPort(testInfo.parallelIndex)}`),
  apiAnswersChecked: [
    async ({ context, browser, baseURL }, use, testInfo) => {
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      const traffic: ApiTraffic = { errors: new Map(), calls: [] };
      watch(context, origin, traffic);
      const restore = watchNewContexts(browser, (other) => watch(other, origin, traffic));
      try {
        await use();
      } finally {
        restore();
      }
      const unexpected = [...traffic.errors].flatMap(([ctx, answers]) =>
        answers.filter((a) => !isAllowed(ctx, a)),
      );
      const lines = unexpected.map((a) => `${a.status} ${a.method} ${a.path} ${a.body}`.trim());
      if (testInfo.status !== testInfo.expectedStatus) {
        // A walk that already failed reports its own failure; what the API answered meanwhile goes beside it
        // (printed with the failure, so CI's output has it): whether the step it failed on was asked at all,
        // answered, or refused.
        const last = traffic.calls.slice(-CALLS_REPORTED).map((call) => `${call.line} → ${call.outcome}`);
        await testInfo.attach(API_CALLS_ATTACHMENT, {
          body: [...last, ...(lines.length > 0 ? ['', 'error answers:', ...lines] : [])].join('\n'),
          contentType: 'text/plain',
        });
        return;
      }
      if (unexpected.length > 0) {
        throw new Error(
          `API answers of status >= 400 that this walk did not provoke on purpose (allowApiErrors):\n${lines.join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
});

export { devices, expect } from '@playwright/test';
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  FrameLocator,
  Locator,
  Page,
  Response,
} from '@playwright/test';
