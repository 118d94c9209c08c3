/**
 * Whether a request is to the API: everything under /api/ answers data to a script, never a page or a file of
 * the web app. The API ceiling counts these requests, they get the API's security headers (decision 241), and a
 * path under it that matches no route is answered as an API error, not cached.
 */
export function isApiUrl(url: string): boolean {
  return url.startsWith('/api/');
}
