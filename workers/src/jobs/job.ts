/**
 * What a job folder declares in its `<name>.job.ts`: the queue it works, how many jobs at once,
 * its processor made from the process's kit, and its schedule. `jobs/index.ts` lists the
 * declarations and `workers.ts` starts what the list says, so a new job is its own folder and
 * one line there (docs/architecture.md, "Adding a domain").
 */
import type { Config, Logger } from "@gradplan/gateway";
import type { QueueName } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Processor, Queue } from "bullmq";

/** What a processor may be made from: one of each per worker process. */
export interface WorkerKit {
  readonly config: Config;
  readonly logger: Logger;
  readonly orm: MikroORM;
  /** A queue to add jobs to: made once per process and name, closed after the workers drain. */
  queue<Data, Result = unknown>(name: QueueName): Queue<Data, Result>;
  /** Runs at shutdown, after the workers have drained and the queues closed. */
  onClose(close: () => void): void;
}

export interface JobDeclaration<Data, Result> {
  readonly queue: QueueName;
  /** Jobs run at once by one process (the queue factory's default, 4, when unset). */
  readonly concurrency?: number;
  /** Its processor; null when this deployment does not run it (a feature not configured). */
  processor(kit: WorkerKit): Processor<Data, Result> | null;
  /** A repeating schedule upserted at start (one however many workers start), and what a
   * failure to upsert it logs. */
  readonly schedule?: {
    readonly upsert: (queue: Queue<Data, Result>) => Promise<void>;
    readonly failure: string;
  };
}

/** Keeps a declaration's Data and Result tied together where the list erases them. */
export function declareJob<Data, Result>(
  declaration: JobDeclaration<Data, Result>,
): JobDeclaration<Data, Result> {
  return declaration;
}
