/**
 * Shortlist recalculation for one student over the whole sample catalogue (every course
 * shortlisted): the worker's own function against a real PostgreSQL. Budget (DESIGN.md
 * section 7): under 100 ms.
 */

import { randomUUID } from "node:crypto";
import {
  createOrm,
  createThrowawayDatabase,
  loadConfig,
  recalculateShortlist,
} from "@gradplan/gateway";
import type { MikroORM } from "@mikro-orm/postgresql";
import { type PartReport, standalone } from "./part";
import type { Settings } from "./settings";

const BUDGET_MS = 100;

async function seedStudent(orm: MikroORM): Promise<{ studentId: string; courses: number }> {
  const studentId = randomUUID();
  const sql = orm.em.getConnection();
  await sql.execute(
    `insert into student (id, email, password_hash, first_name, last_name, category, applying_semester, created_at)
     values (?, ?, 'x', 'Bench', 'Student', 'International Student', 'Fall', now())`,
    [studentId, `bench-${studentId}@example.com`],
  );
  await sql.execute(
    `insert into student_stats (student_id, gpa, english_scores, gre, work_ex, research_papers, conferences, answered_sections, updated_at)
     values (?, 3.5, ?, ?, ?, ?, ?, '[]', now())`,
    [
      studentId,
      JSON.stringify({
        toefl: { writing: 26, reading: 27, speaking: 24, listening: 26, total_score: 103 },
      }),
      JSON.stringify({ verbal: 156, quantitative: 165, analytical_writing: 4, total: 321 }),
      JSON.stringify({ full: 12, internship: 6 }),
      JSON.stringify(["Other"]),
      JSON.stringify(["NeurIPS"]),
    ],
  );
  const rows = await sql.execute<{ n: string }[]>(
    `insert into shortlisted_course (id, student_id, course_id, status, created_at, status_updated_at)
     select gen_random_uuid(), ?, id, 'Shortlisted', now(), now() from course returning 1 as n`,
    [studentId],
  );
  return { studentId, courses: rows.length };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function recalculationReport({ recalculationRuns }: Settings): Promise<PartReport> {
  const db = await createThrowawayDatabase(loadConfig().databaseUrl, "bench");
  const orm = await createOrm(db.url);
  try {
    const { studentId, courses } = await seedStudent(orm);
    for (let i = 0; i < 3; i++) await recalculateShortlist(orm.em.fork(), studentId); // warm-up
    const times: number[] = [];
    for (let i = 0; i < recalculationRuns; i++) {
      const started = performance.now();
      await recalculateShortlist(orm.em.fork(), studentId);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    const p50 = round(percentile(times, 50));
    return {
      title: `Shortlist recalculation, one student with all ${courses} catalogue courses shortlisted, ${recalculationRuns} runs:`,
      table: [
        {
          courses,
          "p50 ms": p50,
          "p99 ms": round(percentile(times, 99)),
          "max ms": round(times.at(-1) ?? 0),
        },
      ],
      checks: [{ what: `median under ${BUDGET_MS} ms`, ok: p50 < BUDGET_MS }],
    };
  } finally {
    await orm.close();
    await db.drop();
  }
}

export const recalculationPart = standalone("recalculation", recalculationReport);
