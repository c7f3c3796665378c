/** Queue producers and the factory the workers share. */

export {
  createQueue,
  createRedisConnection,
  createWorker,
  DEFAULT_JOB_OPTIONS,
  type QueueSettings,
  type WorkerSettings,
} from "../core/queue-factory";
export { type OutgoingEmail, sendEmail } from "../modules/email/send-email";
export {
  RECALCULATION_WAIT_MS,
  type RecalculationOutcome,
  ShortlistRecalculation,
} from "../modules/shortlist/recalculation-queue";
