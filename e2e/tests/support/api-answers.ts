import { appPort } from '../../suite-servers';
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

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

/** Records every error answer of our own API (same origin as the app, path /api/) in this context. */
function watch(context: BrowserContext, origin: string, seen: Map<BrowserContext, ApiErrorAnswer[]>) {
  if (seen.has(context)) return;
  const answers: ApiErrorAnswer[] = [];
  seen.set(context, answers);
  context.on('response', (response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.startsWith('/api/')) return;
    const answer = {
      method: response.request().method(),
      path: url.pathname,
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
      const seen = new Map<BrowserContext, ApiErrorAnswer[]>();
      watch(context, origin, seen);
      const restore = watchNewContexts(browser, (other) => watch(other, origin, seen));
      try {
        await use();
      } finally {
        restore();
      }
      // A test that already failed reports its own failure; this check would only add noise to it.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unexpected = [...seen].flatMap(([ctx, answers]) => answers.filter((a) => !isAllowed(ctx, a)));
      if (unexpected.length > 0) {
        const lines = unexpected.map((a) => `${a.status} ${a.method} ${a.path} ${a.body}`.trim());
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
