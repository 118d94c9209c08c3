// JSON fetch wrapper for the Text To Apply API (docs/architecture.md "HTTP API").
// It owns the session token: sends `Authorization: Bearer <token>` and keeps the fresh token every
// authenticated response returns in `x-session-token` (15-minute idle expiry, rolled on each call).
import { currentLocale, t } from '../i18n/messages';
import { LOCALE_TAGS } from '../i18n/locales';
import { isRetiredBy } from './token-order';

export const TOKEN_HEADER = 'x-session-token';
/** Spec §7: "Every request carries the session token and link code automatically". */
export const LINK_CODE_HEADER = 'X-Link-Code';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The error's `fields` (e.g. ALREADY_APPLIED names the existing application's applicationKeyId). */
  readonly fields: Record<string, string> | undefined;
  constructor(message: string, status: number, code?: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type TokenListener = (token: string | null) => void;

let sessionToken: string | null = null;
const listeners = new Set<TokenListener>();

export function getToken(): string | null {
  return sessionToken;
}

export function setToken(token: string | null): void {
  if (token === sessionToken) return;
  // An answer that arrives after a refresh may carry the generation the refresh retired (decision 245).
  if (token && isRetiredBy(token, sessionToken)) return;
  sessionToken = token;
  for (const listener of listeners) listener(token);
}

/**
 * Ends the session on the server as well as here (decision 188): Done, starting over, the idle exit. The call
 * is fire-and-forget (keepalive: it completes while the page moves on) and always answered 204, so a session
 * the server already ended is not an error; the token is forgotten at once either way.
 */
export function endSession(reason: 'done' | 'idle' | 'sign-out'): void {
  const token = sessionToken;
  setToken(null);
  if (!token) return;
  void fetch('/api/v1/apps/consumer/sign-out', {
    method: 'POST',
    keepalive: true,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason }),
  }).catch(() => undefined);
}

/** The journey store listens so the token survives a refresh (sessionStorage, see decision 002). */
export function onTokenChange(listener: TokenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let linkCode: string | null = null;

/** The link code the journey was opened with (/go/:linkCode); the journey store keeps it here. */
export function setLinkCode(code: string | null): void {
  linkCode = code;
}

export function getLinkCode(): string | null {
  return linkCode;
}

/** The headers every call to our API carries (spec §7): the session token and the link code, when held. */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  if (sessionToken) headers.Authorization = `Bearer ${sessionToken}`;
  if (linkCode) headers[LINK_CODE_HEADER] = linkCode;
  return headers;
}

const unauthorizedListeners = new Set<() => void>();

/** Called when a call made with a session token answers 401: the session is gone (spec §4 idle exit). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'text' for plain-text documents such as the data share disclosure. */
  responseType?: 'json' | 'text';
  /** Spec §7 "except when skipped for an outside call": neither the token nor the link code goes along. */
  outside?: boolean;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** The server's own message wins (architecture: `{ error: { code, message } }`); also accepts `{ message }`. */
function serverMessage(body: unknown): {
  message?: string;
  code?: string;
  fields?: Record<string, string>;
} {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const inner = record.error;
  if (inner && typeof inner === 'object') {
    const e = inner as Record<string, unknown>;
    return {
      message: typeof e.message === 'string' && e.message ? e.message : undefined,
      code: typeof e.code === 'string' ? e.code : undefined,
      fields: e.fields && typeof e.fields === 'object' ? (e.fields as Record<string, string>) : undefined,
    };
  }
  if (typeof inner === 'string' && inner) return { message: inner };
  if (typeof record.message === 'string' && record.message) return { message: record.message };
  return {};
}

/** Spec applicant-journey §8 "Transport" texts by status. */
export function transportMessage(status: number): string {
  if (status === 400) return t('transport.badRequest');
  if (status === 404) return t('transport.notFound');
  if (status >= 500) return t('transport.server');
  if (status >= 400) return t('transport.communication');
  return t('transport.unknownRemote');
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, responseType = 'json' } = options;
  const headers: Record<string, string> = {
    Accept: responseType === 'json' ? 'application/json' : 'text/plain',
    // The server answers its messages in the language on screen (decision 230), not the browser's.
    'Accept-Language': LOCALE_TAGS[currentLocale()],
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (!options.outside) Object.assign(headers, sessionHeaders());
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(t('transport.network'), 0, 'NETWORK');
  }

  const fresh = response.headers.get(TOKEN_HEADER);
  if (fresh) setToken(fresh);

  const raw = await response.text().catch(() => '');
  let parsed: unknown = undefined;
  const looksJson = (response.headers.get('content-type') ?? '').includes('json');
  if (raw && (looksJson || responseType === 'json')) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      if (response.ok && responseType === 'json')
        throw new ApiError(t('transport.parse'), response.status, 'PARSE');
    }
  }

  if (response.status === 401 && headers.Authorization) {
    for (const listener of unauthorizedListeners) listener();
  }
  if (!response.ok) {
    const { message, code, fields } = serverMessage(parsed);
    throw new ApiError(message ?? transportMessage(response.status), response.status, code, fields);
  }
  if (responseType === 'text') return raw as T;
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
};

/** Message to show for any thrown value. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return t('transport.unknown');
}
