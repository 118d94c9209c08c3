/**
 * Whether a request is to the API: everything under /api/ answers data to a script, never a page or a file of
 * the web app. The API ceiling counts these requests, they get the security headers of an answer that is not a
 * page (decision 241), and a path under it that matches no route is answered as an API error, not cached.
 */
export function isApiUrl(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * Whether a request is for one of the web build's hashed files (scripts, styles, images under /assets/): a
 * page fetches them, nothing opens them as a page, so they get the same short security headers as API answers
 * (decision 241). Each of a page's requests otherwise carried a kilobyte of page headers over Slow 4G.
 */
export function isBuiltAssetUrl(url: string): boolean {
  return url.startsWith('/assets/');
}
