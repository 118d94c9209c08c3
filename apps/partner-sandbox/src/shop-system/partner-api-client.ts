import { z } from 'zod';

/**
 * The shop system's side of Text To Apply's partner API (docs/partner-api.md), as a shop's own system calls it:
 * over HTTP with the location's key, an Idempotency-Key on every POST, problem+json read for its words. Only the
 * fields the repair order shows are read; anything else the API adds is ignored.
 */

/** Where the shop system calls and who it calls as: from the shop's settings screen. */
export interface PartnerApiAccess {
  /** Text To Apply's address, e.g. http://localhost:3000. */
  baseUrl: string;
  /** The location's test key, tta_test_…. */
  apiKey: string;
}

const lenderSchema = z.object({
  appCode: z.string(),
  lenderName: z.string(),
  status: z.string(),
  outcome: z.string(),
  amount: z.number().nullable().optional(),
});

/** A journey as the repair order shows it. */
export const journeySchema = z.object({
  id: z.string(),
  reference: z.string(),
  stage: z.string(),
  stageText: z.string(),
  nextStep: z.string(),
  lenders: z.array(lenderSchema),
  approvedAmount: z.number().nullable(),
  link: z.object({ url: z.string(), status: z.string(), expiresAt: z.string(), qrCodeUrl: z.string() }),
});
export type Journey = z.infer<typeof journeySchema>;

const journeyListSchema = z.object({ journeys: z.array(journeySchema) });
const problemSchema = z.object({ detail: z.string().optional(), title: z.string().optional() });

/** Our partner API said no (a 4xx or 5xx problem), or could not be reached: `detail` is for the shop person. */
export class PartnerApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** A call that hangs must not hold the repair order's screen: the shop person can try again. */
const TIMEOUT_MS = 10_000;
const PREFIX = '/api/partner/v1';

async function call(
  access: PartnerApiAccess,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string },
): Promise<unknown> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${access.apiKey}`,
    accept: 'application/json',
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(new URL(`${PREFIX}${path}`, access.baseUrl), {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    throw new PartnerApiError(null, `Text To Apply could not be reached at ${access.baseUrl}.`);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const problem = problemSchema.safeParse(parsed);
    const words = problem.success ? (problem.data.detail ?? problem.data.title) : undefined;
    throw new PartnerApiError(response.status, words ?? `Text To Apply answered ${response.status}.`);
  }
  return parsed;
}

function journeyFrom(body: unknown): Journey {
  const parsed = journeySchema.safeParse(body);
  if (!parsed.success)
    throw new PartnerApiError(null, 'Text To Apply answered something this system cannot read.');
  return parsed.data;
}

/** What the shop system sends to start the customer's application. */
export interface StartRequest {
  phone: string;
  purchaseAmount: number;
  /** The repair order number. */
  reference: string;
  /** The associate's e-mail: the text goes out in their name. */
  associate: string;
}

/**
 * Texts the customer the apply link. `idempotencyKey` is the repair order's own: a second try of the same
 * order (a timeout, a double click) answers the same journey and texts nobody twice.
 */
export async function startJourney(
  access: PartnerApiAccess,
  request: StartRequest,
  idempotencyKey: string,
): Promise<Journey> {
  return journeyFrom(await call(access, '/journeys', { method: 'POST', body: request, idempotencyKey }));
}

export async function readJourney(access: PartnerApiAccess, journeyId: string): Promise<Journey> {
  return journeyFrom(await call(access, `/journeys/${encodeURIComponent(journeyId)}`, { method: 'GET' }));
}

/**
 * The newest journey started for this repair order number, if any: looked up before starting again after a try
 * that got no answer (docs/partner-api.md: such a key answers 409 for the day, and the customer may have been
 * texted already).
 */
export async function findJourneyByReference(
  access: PartnerApiAccess,
  reference: string,
): Promise<Journey | undefined> {
  const query = new URLSearchParams({ reference, limit: '1' });
  const body = await call(access, `/journeys?${query.toString()}`, { method: 'GET' });
  const parsed = journeyListSchema.safeParse(body);
  if (!parsed.success)
    throw new PartnerApiError(null, 'Text To Apply answered something this system cannot read.');
  return parsed.data.journeys[0];
}
