import type { Page, Response } from './api-answers';

// The waterfall runs on the server (docs/decisions/140): after a decline the server sends the next lender's
// soft prequal by itself, and the page only reads the journey. A walk checks both halves: the journey the
// page read shows that lender's prequal answered, and the browser itself never posted a prequal.

/** Resolves with the first journey read whose applications hold `appType`'s answered prequal. */
export function serverPrequalAnswered(page: Page, appType: string): Promise<Response> {
  return page.waitForResponse(async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/v1/apps/journey')) return false;
    if (response.status() !== 200) return false;
    const body = (await response.json().catch(() => ({}))) as {
      applications?: Array<{ appType: string; kind: string; result: unknown }>;
    };
    return (body.applications ?? []).some(
      (a) => a.appType === appType && a.kind === 'prequal' && a.result !== null,
    );
  });
}

/** Every prequal the browser itself posted during the walk (there must be none after a decline). */
export function browserPrequalPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/apps/app/prequal') {
      posts.push(request.url());
    }
  });
  return posts;
}
