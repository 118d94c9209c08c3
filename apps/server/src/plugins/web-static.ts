import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { API_REFERENCE_PREFIX } from './openapi.js';

/**
 * Serves the built web app from WEB_DIST_DIR when it exists, with the SPA fallback: any GET that is not under
 * a server-owned prefix and matches no file gets index.html so the browser router can take over. Unknown API
 * routes and unknown documents stay 404: a missing terms page must not look like a found one.
 */
const SERVER_OWNED_PREFIXES = ['/api', '/terms', API_REFERENCE_PREFIX];

function isServerOwned(url: string): boolean {
  return SERVER_OWNED_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/**
 * The shop console is its own Vite entry (console.html, decision 170) with its own browser router under
 * /console, so its routes fall back to console.html, never to the consumer's index.html.
 */
const CONSOLE_PREFIX = '/console';

/**
 * Decisions 236 and 239: the pages the web build prerendered, each sent on its own path only. The build lists
 * them beside the files (apps/web/build-plugins/prerendered-pages.ts, whose options in vite.config.ts are the one
 * list), `{ "<path>": "<file name>" }`. Every other browser route gets the empty shell (index.html): a screen
 * must never show another screen's text while it loads.
 */
const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';

/** Path → prerendered file, for the files the build wrote; empty for a build without the list (an older one). */
export function readPrerenderedPages(dir: string): ReadonlyMap<string, string> {
  const listFile = path.join(dir, PRERENDERED_PAGES_FILE);
  if (!existsSync(listFile)) return new Map();
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as unknown;
  if (typeof list !== 'object' || list === null || Array.isArray(list))
    throw new Error(`${listFile} is not an object of paths to file names`);
  return new Map(
    Object.entries(list).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' &&
        path.basename(entry[1]) === entry[1] &&
        existsSync(path.join(dir, entry[1])),
    ),
  );
}

export function fallbackDocumentFor(url: string, prerendered: ReadonlyMap<string, string>): string {
  const pathOnly = url.split('?')[0]!;
  if (pathOnly === CONSOLE_PREFIX || pathOnly.startsWith(`${CONSOLE_PREFIX}/`)) return 'console.html';
  return prerendered.get(pathOnly) ?? 'index.html';
}

/**
 * Files under assets/ carry a content hash in their names, so a browser may keep them for a year without asking
 * again; everything else (index.html, which names the current hashes) is checked on every load.
 */
export function cacheControlFor(filePath: string): string {
  return filePath.split(path.sep).includes('assets') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export default fp(
  async (app) => {
    const dir = app.config.webDistDir;
    const hasWeb = dir !== undefined && existsSync(path.join(dir, 'index.html'));
    const hasConsole = hasWeb && existsSync(path.join(dir, 'console.html'));
    const prerendered = hasWeb ? readPrerenderedPages(dir) : new Map<string, string>();
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dir,
        wildcard: false,
        // '/' is a browser route like the others: the fallback below picks its document (the prerendered landing).
        index: false,
        // The build writes .br and .gz beside each file (apps/web/vite.config.ts); the smallest one the
        // browser accepts is sent. Vary tells a cache between us and the browser that the answer depends
        // on Accept-Encoding (@fastify/static does not say so itself).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', cacheControlFor(filePath));
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && !isServerOwned(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
        const document = fallbackDocumentFor(request.url, prerendered);
        if (document === 'console.html' && !hasConsole) throw new AppError('NOT_FOUND');
        return reply.type('text/html; charset=utf-8').sendFile(document);
      }
      // An API path that matches no route is answered no-store by the error handler (errors/error-handler.ts).
      throw new AppError('NOT_FOUND');
    });
  },
  { name: 'web-static' },
);
