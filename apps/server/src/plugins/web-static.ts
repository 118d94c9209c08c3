import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';

/**
 * Serves the built web app from WEB_DIST_DIR when it exists, with the SPA fallback: any GET that is not under
 * a server-owned prefix and matches no file gets index.html so the browser router can take over. Unknown API
 * routes and unknown documents stay 404: a missing terms page must not look like a found one.
 */
const SERVER_OWNED_PREFIXES = ['/api', '/terms'];

function isServerOwned(url: string): boolean {
  return SERVER_OWNED_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/**
 * The shop console is its own Vite entry (console.html, decision 170) with its own browser router under
 * /console, so its routes fall back to console.html, never to the consumer's index.html.
 */
const CONSOLE_PREFIX = '/console';

/**
 * Decision 236: the landing pages the web build prerendered, each sent on its own path only. Every other
 * browser route gets the empty shell (index.html): a screen must never show the landing's text while it loads.
 */
const PRERENDERED_DOCUMENTS: Readonly<Record<string, string>> = {
  '/': 'landing.html',
  '/fm-train': 'training-landing.html',
};

export function fallbackDocumentFor(url: string): string {
  const pathOnly = url.split('?')[0]!;
  if (pathOnly === CONSOLE_PREFIX || pathOnly.startsWith(`${CONSOLE_PREFIX}/`)) return 'console.html';
  return PRERENDERED_DOCUMENTS[pathOnly] ?? 'index.html';
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
    const unbuiltDocuments = new Set(
      Object.values(PRERENDERED_DOCUMENTS).filter((file) => !hasWeb || !existsSync(path.join(dir, file))),
    );
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
        let document = fallbackDocumentFor(request.url);
        if (document === 'console.html' && !hasConsole) throw new AppError('NOT_FOUND');
        // A build without the prerendered pages (an older one) still serves its shell.
        if (unbuiltDocuments.has(document)) document = 'index.html';
        return reply.type('text/html; charset=utf-8').sendFile(document);
      }
      // An API path that matches no route is answered no-store by the error handler (errors/error-handler.ts).
      throw new AppError('NOT_FOUND');
    });
  },
  { name: 'web-static' },
);
