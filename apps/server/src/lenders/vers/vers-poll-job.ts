import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Transaction } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { VersPollQueue, VersWaterfallService } from './waterfall-service.js';

export const VERS_POLL_QUEUE = 'vers-waterfall-poll';

interface VersPollJob {
  sessionId: string;
  poll: number;
}

/** A fixed job id per session and poll number: a second send of the same poll is a no-op (pg-boss ids). */
export function versPollJobId(sessionId: string, poll: number): string {
  const hex = createHash('sha256').update(`vers-poll|${sessionId}|${poll}`).digest('hex');
  // Shaped as a UUID (version 8, "custom"), which is what pg-boss's id column holds.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The Versatile status poll (lenders §4, §9: every 5 seconds, server-side) as durable jobs, the pattern of
 * jobs/lender-call-job.ts: each poll is one job that schedules the next with startAfter, its id derived from the
 * session and the poll number, so there is one chain per session however many instances work the queue and
 * however often a crashed attempt is retried; a restart finds the next poll waiting in the table.
 */
export class VersPollJobs implements VersPollQueue {
  constructor(private readonly queue: JobQueue) {}

  async enqueuePoll(
    sessionId: string,
    poll: number,
    options: { delaySeconds: number; tx?: Transaction },
  ): Promise<void> {
    await this.queue.boss.send(VERS_POLL_QUEUE, { sessionId, poll } satisfies VersPollJob, {
      id: versPollJobId(sessionId, poll),
      ...(options.delaySeconds > 0 ? { startAfter: options.delaySeconds } : {}),
      ...(options.tx ? { db: fromDrizzle(options.tx as never, sql) } : {}),
    });
  }

  async start(service: VersWaterfallService): Promise<void> {
    await this.queue.ensureQueue(VERS_POLL_QUEUE, { retryLimit: 3, retryDelay: 1 });
    await this.queue.work<VersPollJob>(VERS_POLL_QUEUE, (data) => service.poll(data.sessionId, data.poll));
  }
}
