// Staff training records (decision 198): what an associate completed, and the rule that says who is due.
import { z } from 'zod';
import { PAY_TRAINING_STEP_IDS } from '../training/pay-training-step-ids.js';

// The console and the server's training records read the step ids from here, not the consumer's barrel.
export { PAY_TRAINING_STEP_IDS, type PayTrainingStepId } from '../training/pay-training-step-ids.js';
import { staffRoleSchema } from './console-api.js';

/** A training ticket lives this long: one sitting of training, never a standing credential. */
export const TRAINING_TICKET_MINUTES = 120;
/** Training counts for this long (decision 198): a step or walk older than this is done again. */
export const TRAINING_VALID_MONTHS = 12;

export const TRAINING_PROGRAMMES = ['pay-link', 'walk'] as const;
export type TrainingProgramme = (typeof TRAINING_PROGRAMMES)[number];

/** What the console asks for: a ticket for the pay-link training or a training walk, at its location. */
export const trainingTicketRequestSchema = z.object({ programme: z.enum(TRAINING_PROGRAMMES) });
export const trainingTicketAnswerSchema = z.object({
  /** The consumer app's address to open, with the ticket in its query. */
  url: z.string(),
  expiresAt: z.string(),
});

/** What the consumer app sends as the trainee finishes a pay-link step. */
export const payLinkStepRequestSchema = z.object({
  ticket: z.string().min(1).max(600),
  step: z.enum(PAY_TRAINING_STEP_IDS),
});

/** What the consumer app sends once a training walk's session exists: this walk is the ticket holder's. */
export const trainingWalkRequestSchema = z.object({ ticket: z.string().min(1).max(600) });

export const trainingPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  payLink: z.object({
    completedSteps: z.array(z.string()),
    total: z.number().int(),
    lastAt: z.string().nullable(),
  }),
  walks: z.array(z.object({ appCode: z.string(), lastAt: z.string() })),
  due: z.boolean(),
  /** Why the person is due, one sentence each; empty when not due. */
  dueReasons: z.array(z.string()),
});
export type TrainingPerson = z.infer<typeof trainingPersonSchema>;

export const trainingRecordsSchema = z.object({
  /** The lenders the location offers: a walk is due for each. */
  walkLenders: z.array(z.string()),
  people: z.array(trainingPersonSchema),
});
export type TrainingRecords = z.infer<typeof trainingRecordsSchema>;

export interface TrainingCompletion {
  programme: TrainingProgramme;
  step: string;
  completedAt: Date;
}

/** The earliest time a completion still counts at `now`: TRAINING_VALID_MONTHS calendar months before. */
export function trainingValidSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - TRAINING_VALID_MONTHS);
  return since;
}

/**
 * Who is due (decision 198): every pay-link step done within the last 12 months, and a training walk to a
 * decision for each lender the location offers within the last 12 months. Returns the reasons, empty if none.
 */
export function trainingDueReasons(
  completions: readonly TrainingCompletion[],
  walkLenders: readonly string[],
  now: Date,
): string[] {
  const since = trainingValidSince(now).getTime();
  const current = completions.filter((c) => c.completedAt.getTime() >= since);
  const steps = new Set(current.filter((c) => c.programme === 'pay-link').map((c) => c.step));
  const done = PAY_TRAINING_STEP_IDS.filter((id) => steps.has(id)).length;
  const reasons: string[] = [];
  if (done < PAY_TRAINING_STEP_IDS.length) {
    reasons.push(
      `Pay-link training: ${done} of ${PAY_TRAINING_STEP_IDS.length} steps done in the last ${TRAINING_VALID_MONTHS} months.`,
    );
  }
  const walked = new Set(current.filter((c) => c.programme === 'walk').map((c) => c.step));
  for (const code of walkLenders) {
    if (!walked.has(code)) {
      reasons.push(`No training walk with ${code} in the last ${TRAINING_VALID_MONTHS} months.`);
    }
  }
  return reasons;
}
