import type { JobQueue } from '../../jobs/job-queue.js';
import type { AffFundingService, AffSigningJobData, AffSigningQueue } from './aff-funding-service.js';

export const AFF_SIGNING_QUEUE = 'aff-signing';

/**
 * The AFF signing check and funding as durable jobs (GUIDE 10, decision 055): after finalize, the envelope is
 * asked about every few seconds; once the lender reports it signed, the same job funds. One queued and one
 * active job per application (pg-boss 'stately' with the application id as singleton key); a server killed
 * mid-job leaves it active until its attempt expires, then any live instance runs it again, and the conditional
 * writes and the per-envelope funding key make the repeat harmless.
 */
export class AffSigningJobs implements AffSigningQueue {
  constructor(private readonly queue: JobQueue) {}

  async enqueueSigningCheck(job: AffSigningJobData, delaySeconds: number): Promise<void> {
    await this.queue.boss.send(AFF_SIGNING_QUEUE, job, {
      singletonKey: job.applicationId,
      ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}),
    });
  }

  async start(service: AffFundingService): Promise<void> {
    await this.queue.ensureQueue(AFF_SIGNING_QUEUE, { policy: 'stately', retryLimit: 5, retryDelay: 1 });
    await this.queue.work<AffSigningJobData>(AFF_SIGNING_QUEUE, (data) => service.runSigningCheck(data));
  }
}
