/** The shortlist-recalculation job: one student's shortlist, recomputed from their profile now. */
import { recalculateShortlist } from "@gradplan/gateway";
import type { ShortlistRecalculationJob, ShortlistRecalculationResult } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Job } from "bullmq";

export function shortlistRecalculationProcessor(orm: MikroORM) {
  return async (
    job: Job<ShortlistRecalculationJob, ShortlistRecalculationResult>,
  ): Promise<ShortlistRecalculationResult> => {
    const updated = await recalculateShortlist(orm.em.fork(), job.data.studentId);
    return { updated };
  };
}
