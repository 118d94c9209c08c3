import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Transaction } from '../db/database.js';
import type { ApplicationService, LenderCallQueue } from '../services/application-service.js';
import type { JobQueue } from './job-queue.js';

export const LENDER_CALL_QUEUE = 'lender-call';
/** Where a lender call lands when every attempt failed (a crash each time): the application ends with 'e'. */
export const LENDER_CALL_FAILED_QUEUE = 'lender-call-failed';

interface LenderCallJob {
  applicationId: string;
}

/**
 * One job per application (the job id is the application id, so a second enqueue is a no-op). pg-boss
 * retries an attempt that expired with a dead server; the handler is safe to repeat (see
 * ApplicationService.runLenderCall).
 */
export class LenderCallJobs implements LenderCallQueue {
  constructor(private readonly queue: JobQueue) {}

  async enqueueLenderCall(applicationId: string, tx: Transaction): Promise<void> {
    await this.queue.boss.send(LENDER_CALL_QUEUE, { applicationId } satisfies LenderCallJob, {
      id: applicationId,
      db: fromDrizzle(tx as never, sql),
    });
  }

  async start(applications: ApplicationService): Promise<void> {
    await this.queue.ensureQueue(LENDER_CALL_FAILED_QUEUE, { retryLimit: 2, retryDelay: 1 });
    await this.queue.ensureQueue(LENDER_CALL_QUEUE, {
      retryLimit: 2,
      retryDelay: 1,
      deadLetter: LENDER_CALL_FAILED_QUEUE,
    });
    await this.queue.work<LenderCallJob>(LENDER_CALL_QUEUE, (data) =>
      applications.runLenderCall(data.applicationId),
    );
    await this.queue.work<LenderCallJob>(LENDER_CALL_FAILED_QUEUE, (data) =>
      applications.recordLenderFailure(data.applicationId),
    );
  }
}
