/** Every job the workers run, one line each; `workers.ts` starts them from this list. */
import { admitCalibrationJob } from "./admit-calibration/admit-calibration.job";
import { deadlineRemindersJob } from "./deadline-reminders/deadline-reminders.job";
import { emailJob } from "./email/email.job";
import { emailSweepJob } from "./email-sweep/email-sweep.job";
import { emailSyncJob } from "./email-sync/email-sync.job";
import type { JobDeclaration } from "./job";
import { newsletterJob } from "./newsletter/newsletter.job";
import { resumeEvaluationJob } from "./resume-evaluation/resume-evaluation.job";
import { shortlistRecalculationJob } from "./shortlist-recalculation/shortlist-recalculation.job";
import { sopEvaluationJob } from "./sop-evaluation/sop-evaluation.job";
import { sopGenerationJob } from "./sop-generation/sop-generation.job";

// biome-ignore lint/suspicious/noExplicitAny: each declaration ties its own Data and Result.
export const JOBS: readonly JobDeclaration<any, any>[] = [
  emailJob,
  emailSweepJob,
  resumeEvaluationJob,
  shortlistRecalculationJob,
  sopEvaluationJob,
  sopGenerationJob,
  newsletterJob,
  deadlineRemindersJob,
  admitCalibrationJob,
  emailSyncJob,
];
