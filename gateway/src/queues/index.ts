/** Queue producers and the factory the workers share. */
export { type OutgoingEmail, sendEmail } from "./email";
export {
  createQueue,
  createRedisConnection,
  createWorker,
  DEFAULT_JOB_OPTIONS,
  type QueueSettings,
  type WorkerSettings,
} from "./factory";
export {
  RECALCULATION_WAIT_MS,
  type RecalculationOutcome,
  ShortlistRecalculation,
} from "./shortlist-recalculation";
