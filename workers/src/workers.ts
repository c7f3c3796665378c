/** Starts one BullMQ worker per queue on shared connections; `close` drains them. */
import {
  type Config,
  createQueue,
  createRedisConnection,
  createWorker,
  type Logger,
} from "@gradplan/gateway";
import {
  type AdmitCalibrationJob,
  type AdmitCalibrationResult,
  type DeadlineRemindersJob,
  type DeadlineRemindersResult,
  type EmailJob,
  type EmailOutboxSweepJob,
  type EmailOutboxSweepResult,
  type EmailSyncJob,
  type EmailSyncResult,
  type NewsletterJob,
  QUEUE,
  type ResumeEvaluationJob,
  type ResumeEvaluationResult,
  type ShortlistRecalculationJob,
  type ShortlistRecalculationResult,
  type SopEvaluationJob,
  type SopEvaluationResult,
  type SopGenerationJob,
  type SopGenerationResult,
} from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Worker } from "bullmq";
import { admitCalibrationProcessor } from "./jobs/admit-calibration/admit-calibration.processor";
import { scheduleCalibration } from "./jobs/admit-calibration/schedule";
import { deadlineRemindersProcessor } from "./jobs/deadline-reminders/deadline-reminders.processor";
import { scheduleDeadlineReminders } from "./jobs/deadline-reminders/schedule";
import { emailProcessor } from "./jobs/email/email.processor";
import { logTransport, smtpTransport } from "./jobs/email/transport";
import { emailOutboxSweepProcessor } from "./jobs/email-sweep/email-sweep.processor";
import { scheduleOutboxSweep } from "./jobs/email-sweep/schedule";
import { emailSyncProcessor, syncDepsOf } from "./jobs/email-sync/email-sync.processor";
import { type NewsletterResult, newsletterProcessor } from "./jobs/newsletter/newsletter.processor";
import { resumeEvaluationProcessor } from "./jobs/resume-evaluation/resume-evaluation.processor";
import { shortlistRecalculationProcessor } from "./jobs/shortlist-recalculation/shortlist-recalculation.processor";
import { sopEvaluationProcessor } from "./jobs/sop-evaluation/sop-evaluation.processor";
import { sopGenerationProcessor } from "./jobs/sop-generation/sop-generation.processor";

export interface RunningWorkers {
  workers: Worker[];
  close: () => Promise<void>;
}

/**
 * JOB_LOCK_MS (unset: BullMQ's 30 s) is how long a job stays a worker's without its lock being
 * renewed, and how often stalled jobs are looked for: after a worker dies, its jobs run again
 * within about twice this. The fault suite shortens it so a kill recovers within its time.
 */
function jobLock(): { lockDurationMs?: number; stalledIntervalMs?: number } {
  const ms = Number(process.env.JOB_LOCK_MS);
  return Number.isInteger(ms) && ms >= 1000 ? { lockDurationMs: ms, stalledIntervalMs: ms } : {};
}

export function startWorkers(config: Config, logger: Logger, orm: MikroORM): RunningWorkers {
  const connection = createRedisConnection(config.redisUrl, "worker");
  connection.on("error", (err) => logger.warn({ err: err.message }, "redis connection error"));
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(logger);
  const settings = { connection, prefix: config.queuePrefix, logger, ...jobLock() };
  // The reminder run queues emails, and its own queue holds its daily scheduler.
  const emailQueue = createQueue<EmailJob>(QUEUE.email, settings);
  const reminderQueue = createQueue<DeadlineRemindersJob, DeadlineRemindersResult>(
    QUEUE.deadlineReminders,
    settings,
  );
  // A refit queues the shortlist recalculations of the students whose chances it moved.
  const recalculationQueue = createQueue<ShortlistRecalculationJob, ShortlistRecalculationResult>(
    QUEUE.shortlistRecalculation,
    settings,
  );
  const calibrationQueue = createQueue<AdmitCalibrationJob, AdmitCalibrationResult>(
    QUEUE.admitCalibration,
    settings,
  );
  const sweepQueue = createQueue<EmailOutboxSweepJob, EmailOutboxSweepResult>(
    QUEUE.emailOutboxSweep,
    settings,
  );
  const workers: Worker[] = [
    createWorker<EmailJob, unknown>(
      QUEUE.email,
      emailProcessor(orm, transport, config.mailFrom),
      settings,
    ),
    createWorker<EmailOutboxSweepJob, EmailOutboxSweepResult>(
      QUEUE.emailOutboxSweep,
      emailOutboxSweepProcessor(orm, emailQueue, logger),
      { ...settings, concurrency: 1 },
    ),
    // Evaluation is CPU work on the event loop: two at a time keeps a 2-core machine responsive.
    createWorker<ResumeEvaluationJob, ResumeEvaluationResult>(
      QUEUE.resumeEvaluation,
      resumeEvaluationProcessor(orm),
      { ...settings, concurrency: 2 },
    ),
    createWorker<ShortlistRecalculationJob, ShortlistRecalculationResult>(
      QUEUE.shortlistRecalculation,
      shortlistRecalculationProcessor(orm),
      settings,
    ),
    createWorker<SopEvaluationJob, SopEvaluationResult>(
      QUEUE.sopEvaluation,
      sopEvaluationProcessor(orm),
      { ...settings, concurrency: 2 },
    ),
    // A draft mostly waits on the LLM's answer when one is configured: several at once is fine.
    createWorker<SopGenerationJob, SopGenerationResult>(
      QUEUE.sopGeneration,
      sopGenerationProcessor(orm, {
        llm: config.llm,
        onFallback: (reason) =>
          logger.warn({ reason }, "the LLM did not write the SOP draft: the template did"),
      }),
      { ...settings, concurrency: 4 },
    ),
    createWorker<NewsletterJob, NewsletterResult>(
      QUEUE.newsletter,
      newsletterProcessor(orm, emailQueue, config.publicUrl),
      settings,
    ),
    createWorker<DeadlineRemindersJob, DeadlineRemindersResult>(
      QUEUE.deadlineReminders,
      deadlineRemindersProcessor(orm, { emailQueue, publicUrl: config.publicUrl }),
      { ...settings, concurrency: 1 },
    ),
    createWorker<AdmitCalibrationJob, AdmitCalibrationResult>(
      QUEUE.admitCalibration,
      admitCalibrationProcessor(orm, recalculationQueue),
      { ...settings, concurrency: 1 },
    ),
  ];
  // The inbox sync runs only where the email grant is configured.
  const syncDeps = syncDepsOf(config);
  const emailSyncQueue = createQueue<EmailSyncJob, EmailSyncResult>(QUEUE.emailSync, settings);
  if (syncDeps) {
    workers.push(
      createWorker<EmailSyncJob, EmailSyncResult>(
        QUEUE.emailSync,
        emailSyncProcessor(orm, syncDeps, emailSyncQueue),
        { ...settings, concurrency: 2 },
      ),
    );
  }
  scheduleCalibration(calibrationQueue).catch((err) =>
    logger.error({ err }, "the nightly calibration refit could not be scheduled"),
  );
  scheduleDeadlineReminders(reminderQueue).catch((err) =>
    logger.error({ err }, "the daily deadline reminder run could not be scheduled"),
  );
  scheduleOutboxSweep(sweepQueue).catch((err) =>
    logger.error({ err }, "the email outbox sweep could not be scheduled"),
  );
  return {
    workers,
    close: async () => {
      // close() waits for jobs in progress: a job is never cut in half by a deploy.
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([
        emailQueue.close(),
        reminderQueue.close(),
        recalculationQueue.close(),
        calibrationQueue.close(),
        emailSyncQueue.close(),
        sweepQueue.close(),
      ]);
      transport.close();
      connection.disconnect();
    },
  };
}
