// The pages of a lender that has no pages of its own but its 'Application Review' (the store cards, the branded
// cards the spec does not show, a quick application; lenders §2 "Review and submission pages"): the shared
// pages, that review, where the application is submitted, then the result.
import { SHARED_STACK } from '../journey/shared-pages.js';

/** The definition's page fields for a lender whose one page is its review (`page`), named `boardName` on the board. */
export function reviewOnlyPages<const Page extends string>(page: Page, boardName: string) {
  return {
    pages: [page],
    pageTitles: { [page]: 'Application Review' } as Readonly<Record<Page, string>>,
    boardPageNames: { [page]: boardName } as Readonly<Record<Page, string>>,
    submissionPage: page,
    stack: [...SHARED_STACK, page, 'result'],
  } as const;
}
