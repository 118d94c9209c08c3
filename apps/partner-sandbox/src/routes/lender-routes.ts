import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { digitsOf } from '../decision-rule.js';
import type { SandboxAnswer, SubmitRequest } from '../lender-api.js';
import { withOfferTerms } from '../lenders/offer-terms.js';
import type { SandboxLenders } from '../lenders/registry.js';
import type { ApplicationBuild, LenderContext, PrequalBuild } from '../lenders/sandbox-lender.js';
import type { SandboxState } from '../sandbox-state.js';
import {
  applicationBody,
  idempotencyHeaders,
  lenderParams,
  normaliseSsn,
  prequalBody,
  statusParams,
} from '../schemas.js';
import { DEFAULT_SLOW_MS } from '../state/behaviours.js';
import type { SubmitKind } from '../state/answer-store.js';

export interface LenderRoutesOptions {
  lenders: SandboxLenders;
  state: SandboxState;
  delay: { minMs: number; maxMs: number };
  now: () => Date;
  /** Replies held open by the 'timeout' behaviour, closed when the sandbox closes. */
  held: Set<FastifyReply>;
}

export const IDEMPOTENCY_MISMATCH = 'Idempotency-Key reused with a different request';

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

function randomDelay({ minMs, maxMs }: { minMs: number; maxMs: number }): number {
  return minMs + Math.floor(Math.random() * (maxMs - minMs + 1));
}

/** Key order does not matter to a lender, so it does not change the fingerprint either. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function fingerprint(kind: SubmitKind, body: SubmitRequest): string {
  return createHash('sha256')
    .update(`${kind}\n${canonicalJson(body)}`)
    .digest('hex');
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: 'Not Found' });
}

/**
 * The lender API of the contract's "Partner sandbox": submit an application (a hard credit pull) or a prequal
 * (a soft one) and look an answer up by applicationId.
 */
export const lenderRoutes: FastifyPluginAsync<LenderRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { state } = opts;

  async function submit(
    kind: SubmitKind,
    request: FastifyRequest,
    reply: FastifyReply,
    code: string,
    body: SubmitRequest,
    idempotencyKey: string,
  ) {
    const lender = opts.lenders.get(code);
    if (!lender) return notFound(reply);
    const build: ((context: LenderContext) => ApplicationBuild | PrequalBuild) | undefined =
      kind === 'application' ? lender.application : lender.prequal;
    if (!build) return notFound(reply);

    const ssn = normaliseSsn(body.appData.SSN ?? '');
    state.pulls.request(code, ssn);
    state.recordReceived(code, ssn, body.appData);
    const leave = state.enter(code);
    reply.raw.once('close', leave);
    reply.raw.once('finish', leave);

    const behaviour = state.behaviours.peek(code);
    if (behaviour?.mode === 'error') {
      state.behaviours.use(code);
      return reply.code(503).send({ error: 'Service Unavailable' });
    }
    if (behaviour?.mode === 'timeout') {
      // Never answer: the socket stays open until the caller gives up (or the sandbox closes).
      state.behaviours.use(code);
      reply.hijack();
      opts.held.add(reply);
      reply.raw.once('close', () => opts.held.delete(reply));
      return reply;
    }
    const slowMs = behaviour?.mode === 'slow' ? (behaviour.delayMs ?? DEFAULT_SLOW_MS) : undefined;

    const claim = state.answers.claim(code, idempotencyKey, fingerprint(kind, body));
    if (claim.kind === 'mismatch') return reply.code(422).send({ error: IDEMPOTENCY_MISMATCH });

    let answer: SandboxAnswer;
    if (claim.kind === 'stored' || claim.kind === 'running') {
      if (slowMs !== undefined) {
        state.behaviours.use(code);
        await sleep(slowMs);
      }
      answer = claim.kind === 'stored' ? claim.stored.answer : (await claim.done).answer;
    } else {
      const drop = behaviour?.mode === 'drop-first-response';
      if (drop || slowMs !== undefined) state.behaviours.use(code);
      try {
        const context: LenderContext = {
          code,
          request: body,
          ssn,
          reference: `${code}${digitsOf(`${code}|${idempotencyKey}`, 9)}`,
          origin: `${request.protocol}://${request.host}`,
          now: opts.now(),
        };
        // The lender pulls credit as it decides; the answer then takes its time (lenders §9).
        const built = withOfferTerms(lender, build.call(lender, context), context.origin);
        state.pulls.pull(code, ssn, kind === 'application' ? 'hard' : 'soft');
        answer = { applicationId: `${code.toLowerCase()}_${randomUUID()}`, ...built } as SandboxAnswer;
        if (kind === 'application')
          lender.decided?.(answer.applicationId, context, built as ApplicationBuild);
        await sleep(slowMs ?? randomDelay(opts.delay));
        claim.finish({ lender: code, kind, fingerprint: fingerprint(kind, body), answer });
      } catch (error) {
        claim.fail(error);
        throw error;
      }
      request.log.info(
        { lender: code, kind, applicationId: answer.applicationId, status: answer.status },
        'decided',
      );
      if (drop) {
        // Processed and stored, then the connection dies before the answer: the retry must get this answer.
        reply.hijack();
        reply.raw.destroy();
        request.raw.socket?.destroy();
        return reply;
      }
    }
    return reply.code(200).send(answer);
  }

  app.post(
    '/:code/applications',
    { schema: { params: lenderParams, headers: idempotencyHeaders, body: applicationBody } },
    (request, reply) =>
      submit(
        'application',
        request,
        reply,
        request.params.code,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    '/:code/prequal',
    { schema: { params: lenderParams, headers: idempotencyHeaders, body: prequalBody } },
    (request, reply) =>
      submit(
        'prequal',
        request,
        reply,
        request.params.code,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.get(
    '/:code/applications/:applicationId',
    { schema: { params: statusParams } },
    async (request, reply) => {
      const { code, applicationId } = request.params;
      if (!opts.lenders.has(code)) return notFound(reply);
      const stored = state.answers.byId(code, applicationId);
      if (!stored) return reply.code(404).send({ error: 'Application not found' });
      return stored.answer;
    },
  );
};
