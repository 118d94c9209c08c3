// The console's one way to call /api/v1/staff (docs/console-api.md): the session is the HttpOnly staff cookie,
// so calls go same-origin with credentials; every state change carries the CSRF token of GET /me; a 401 on a
// signed-in route sends the user to sign-in and back afterwards; the server's error message is shown as given.
export const STAFF_API = '/api/v1/staff';

export class ConsoleApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field name → message, shown next to the field. */
  readonly fields: Record<string, string>;
  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ConsoleApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** When the network or the server gives no message of its own. */
export const UNREACHABLE_MESSAGE =
  'We could not reach Text To Apply. Check the connection and try again; nothing you typed is lost.';
const UNEXPECTED_MESSAGE =
  'Something went wrong on our side. Try again in a minute; nothing you typed is lost.';

let csrfToken: string | null = null;

/** The `csrfToken` of GET /me; sent as x-csrf-token on every non-GET call. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The router registers how to go to sign-in when a signed-in call answers 401 (session ended or revoked). */
export function setUnauthorizedHandler(listener: UnauthorizedListener | null): void {
  onUnauthorized = listener;
}

export interface CallOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The answer's shape; a call without one answers nothing (204). */
  schema?: { parse(value: unknown): T };
  /** Public routes (sign-in, reset, invitation): a 401 there is an answer to show, not a lost session. */
  public?: boolean;
  /**
   * A call the person did not make (the board's reload after a reconnection): the server does not count it
   * as activity, so a console left open still idles out.
   */
  background?: boolean;
}

async function errorOf(response: Response): Promise<ConsoleApiError> {
  try {
    const body = (await response.json()) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    };
    if (body.error?.message) {
      return new ConsoleApiError(
        response.status,
        body.error.code ?? 'ERROR',
        body.error.message,
        body.error.fields,
      );
    }
  } catch {
    // Not JSON (a proxy's error page): fall through to our own words.
  }
  return new ConsoleApiError(response.status, 'ERROR', UNEXPECTED_MESSAGE);
}

export async function callStaffApi<T = void>(path: string, options: CallOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  if (options.background) headers['x-staff-background'] = '1';
  let response: Response;
  try {
    response = await fetch(`${STAFF_API}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ConsoleApiError(0, 'NETWORK', UNREACHABLE_MESSAGE);
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401 && !options.public) onUnauthorized?.();
    throw error;
  }
  if (!options.schema || response.status === 204) return undefined as T;
  return options.schema.parse(await response.json());
}

/** The message to show for any thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof ConsoleApiError ? error.message : UNEXPECTED_MESSAGE;
}

/** A field's own message from the server's `fields`, else undefined. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ConsoleApiError ? error.fields[field] : undefined;
}
