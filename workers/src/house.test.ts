/**
 * The workers' floors stay in order. A job folder (jobs/<job>/) reaches no other job's files:
 * jobs talk through queues, and what two jobs both use lives in a shared module (documents/,
 * language/, sop-template/). Only a test may import another job, and only its face: its
 * <job>.processor.ts, <job>.job.ts, index.ts or testing.ts. Shared modules import no job, and
 * neither jobs nor shared modules import the wiring (main.ts, workers.ts, jobs/index.ts) or the
 * test harness (testing/, for tests and dev-set tools). A new import that crosses fails here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = import.meta.dirname;
const WIRING = ["main", "workers", "jobs", "jobs/index"];
const FACE = ["index", "testing", ".processor", ".job"];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

/** Every relative import of a file, as a path relative to src/ without its extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)];
  return specs.map((m) =>
    relative(SRC, resolve(dirname(file), m[1]!))
      .replace(/\\/g, "/")
      .replace(/\.ts$/, ""),
  );
}

const JOB_FOLDERS = readdirSync(join(SRC, "jobs")).filter((name) =>
  statSync(join(SRC, "jobs", name)).isDirectory(),
);

/** The job folder a path is or lies in ("jobs/email/transport" -> "email"), or null. */
function jobOf(path: string): string | null {
  const [top, job] = path.split("/");
  return top === "jobs" && job && JOB_FOLDERS.includes(job) ? job : null;
}

/** Another job's face: what its tests may reach (the folder itself is its index.ts). */
function isFace(target: string, job: string): boolean {
  const name = target.split("/").slice(2).join("/") || "index";
  return FACE.some((face) => (face.startsWith(".") ? name === `${job}${face}` : name === face));
}

/** Why `from` (a file, relative to src/, no extension) may not import `target`, or null. */
function crossing(from: string, target: string): string | null {
  const tool = from.endsWith(".test") || from.startsWith("testing/") || from.includes("/dev-set/");
  if (!tool && WIRING.includes(target)) return "imports the wiring";
  if (!tool && target.startsWith("testing/")) return "imports the test harness outside a test";
  const theirs = jobOf(target);
  if (!theirs || theirs === jobOf(from)) return null;
  if (!tool) return jobOf(from) ? "a job imports another job" : "a shared module imports a job";
  return isFace(target, theirs) ? null : "a test imports another job's internals";
}

describe("the workers' floors", () => {
  it("no job reaches into another job's files, and no shared module into a job", () => {
    const crossings: string[] = [];
    for (const file of sources(SRC)) {
      const from = relative(SRC, file).replace(/\\/g, "/").replace(/\.ts$/, "");
      if (WIRING.includes(from)) continue;
      for (const target of importsOf(file)) {
        const why = crossing(from, target);
        if (why) crossings.push(`${from} -> ${target}: ${why}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it("tells a job's internals from its face", () => {
    const from = "jobs/sop-evaluation/evaluate/index";
    expect(crossing(from, "jobs/resume-evaluation/extract")).toBe("a job imports another job");
    expect(crossing(from, "documents/extract")).toBeNull();
    expect(crossing(from, "jobs/sop-evaluation/evaluate/template")).toBeNull();
    const test = "jobs/sop-evaluation/evaluate/drafts.test";
    expect(crossing(test, "jobs/sop-generation")).toBeNull();
    expect(crossing(test, "jobs/sop-generation/testing")).toBeNull();
    expect(crossing(test, "jobs/sop-generation/sop-generation.processor")).toBeNull();
    expect(crossing(test, "jobs/sop-generation/template")).toBe(
      "a test imports another job's internals",
    );
    expect(crossing("documents/upload", "jobs/sop-generation")).toBe(
      "a shared module imports a job",
    );
    expect(crossing("documents/upload", "testing/macro-docx")).toBe(
      "imports the test harness outside a test",
    );
    expect(crossing("jobs/email/email.job", "jobs/job")).toBeNull();
    expect(crossing("jobs/email/email.job", "jobs/index")).toBe("imports the wiring");
  });
});
