/**
 * `@gradplan/gateway`: what the gateway shares with the workers (and the scripts and bench), in
 * one entry. Entities, the ORM and migrations, the queue factory and producers, configuration,
 * logging and shutdown, and the data steps both programs run. Nothing here loads the HTTP or
 * GraphQL layers. Test harnesses have their own entries (`@gradplan/gateway/testing`).
 */

// Configuration, logging, shutdown.
export { type Config, loadConfig, REPO_ROOT } from "./core/config";
// Metrics and the internal network: the worker's own /metrics listener.
export { fromInternalNetwork } from "./core/internal-network";
export { createLogger, type Logger } from "./core/logger";
export { collectProcessMetrics, METRICS_CONTENT_TYPE, metricsRegistry } from "./core/metrics";
// Queues: the one factory, and the producers the gateway waits on.
export {
  createQueue,
  createRedisConnection,
  createWorker,
  DEFAULT_JOB_OPTIONS,
  type QueueSettings,
  type WorkerSettings,
} from "./core/queue-factory";
/** The inbox sync's data step and what it needs (docs/email-grant.md). */
export { parseSecretKeys, SecretBox } from "./core/secret-box";
// The ORM: every module's entities, migrations, throw-away databases for tests.
export {
  createOrm,
  createSqlReader,
  createThrowawayDatabase,
  dropDatabase,
  ENTITIES,
  ensureDatabase,
  importCatalogue,
  isCatalogueEmpty,
  migrate,
  ormOptions,
  readCatalogueDir,
  type SqlReader,
  type ThrowawayDatabase,
  throwawayDatabaseUrl,
} from "./db";
export { type ClientOperation, clientOperations } from "./graphql/client-operations";
// Entities and data steps the jobs use.
export { Course } from "./modules/catalogue/course.entity";
export { University } from "./modules/catalogue/university.entity";
export { EMAIL_STATUS, EmailOutbox, type IEmailOutbox } from "./modules/email/email-outbox.entity";
export { type OutgoingEmail, sendEmail } from "./modules/email/send-email";
export { EmailGrantProvider } from "./modules/email-grant/provider";
export { type SyncDeps, type SyncOutcome, syncInbox } from "./modules/email-grant/sync";
export { SyncSchedule } from "./modules/email-grant/sync-queue";
/** The calibration job's data steps (docs/results.md). */
export { refitCalibration, studentsShortlisting } from "./modules/results/refit";
export { loadSampleResults } from "./modules/results/sample-results";
export { MEMBER_AGE_DAYS } from "./modules/results/trust";
export { ResumeEntity, ResumeUpload, UPLOAD_STATUS } from "./modules/resumes/resume.entities";
export { toResume } from "./modules/resumes/resume-mapping";
/** Run by the recalculation job and, for one freshly added course, by the gateway. */
export { programFacts, recalculateShortlist } from "./modules/shortlist/recalculate";
export {
  RECALCULATION_WAIT_MS,
  type RecalculationOutcome,
  ShortlistRecalculation,
} from "./modules/shortlist/recalculation-queue";
export { ShortlistedCourse } from "./modules/shortlist/shortlisted-course.entity";
export {
  type ISop,
  SopEntity,
  SopSubmission,
  SUBMISSION_STATUS,
} from "./modules/sops/sop.entities";
export { createStaffKey } from "./modules/staff/staff-keys";
export { onShutdown } from "./shutdown";
