/**
 * The job list is the workers' one registry: every queue of the schema is worked by exactly one
 * declared job, and every job folder declares itself in a `<folder>.job.ts` that JOBS lists.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { QUEUE } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { JOBS } from ".";

const HERE = import.meta.dirname;
const folders = readdirSync(HERE).filter((name) => statSync(join(HERE, name)).isDirectory());

describe("the declared jobs", () => {
  it("work every queue of the schema, each exactly once", () => {
    expect(JOBS.map((job) => job.queue).sort()).toEqual(Object.values(QUEUE).sort());
  });

  it("are one per job folder, each declared in its <folder>.job.ts", async () => {
    const declared = await Promise.all(
      folders.map(async (name) => Object.values(await import(`./${name}/${name}.job.ts`))[0]),
    );
    expect(declared.every((job) => JOBS.includes(job as (typeof JOBS)[number]))).toBe(true);
    expect(declared).toHaveLength(JOBS.length);
  });
});
