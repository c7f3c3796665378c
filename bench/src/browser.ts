/**
 * Speed as a student feels it (BENCH_ONLY=browser): Lighthouse in Debian's Chromium, as a phone
 * on a slow 4G network, against the production build served by the production gateway on a
 * throw-away database with the sample catalogue. Four pages, each run a few times in a fresh
 * browser; the median of each figure against the budgets below. The short form runs the
 * landing page once and checks only that it completes.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { resolve } from "node:path";
import { REPO_ROOT } from "@gradplan/gateway";
import { API, pathOf, ROUTES, type SessionUser } from "@gradplan/schema";
import { chromiumVersion, lighthouseRun, type PageRun } from "./browser-lighthouse";
import type { BrowserSession } from "./browser-session";
import { benchStudent, shortlistCourses } from "./filter-workload";
import { type PartReport, standalone } from "./part";
import { withGatewayAndWorker } from "./processes";
import type { Settings } from "./settings";

const PORT = 4313;
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
const SHORTLISTED = 20;
/** The university with the most sample programs (10), so its page is the longest. */
const UNIVERSITY = "Georgia Institute of Technology";
/** Where the client keeps the session user (client/src/shared/session/session.ts). */
const SESSION_STORAGE_KEY = "gradplan.user";

const BUDGETS = { lcpMs: 2500, tbtMs: 200, cls: 0.1, score: 90 };

interface BrowserPage {
  name: string;
  path: string;
  signedIn: boolean;
}

function pages(): BrowserPage[] {
  const universities = JSON.parse(
    readFileSync(resolve(REPO_ROOT, "data/catalogue/universities.json"), "utf8"),
  ) as { universityId: number; name: string }[];
  const university = universities.find((u) => u.name === UNIVERSITY);
  if (!university) throw new Error(`${UNIVERSITY} is not in the sample catalogue`);
  const details = new URLSearchParams({
    universityName: university.name,
    universityId: String(university.universityId),
  });
  return [
    { name: "landing", path: ROUTES.landing, signedIn: false },
    // Logged out, the page searches every program with no filter on arrival.
    { name: "search results", path: ROUTES.universitySearch, signedIn: false },
    { name: "university details", path: `${ROUTES.universityDetails}?${details}`, signedIn: false },
    {
      name: `shortlist, ${SHORTLISTED} courses`,
      path: ROUTES.universityShortlisting,
      signedIn: true,
    },
  ];
}

/** A student with test scores and `SHORTLISTED` programs over as many universities. */
async function shortlistingStudent(origin: string): Promise<{ cookie: string }> {
  const student = await benchStudent(origin);
  const sample = JSON.parse(
    readFileSync(resolve(REPO_ROOT, "data/catalogue/courses.json"), "utf8"),
  ) as { courseId: number }[];
  const every = Math.floor(sample.length / SHORTLISTED);
  const ids = sample.filter((_, i) => i % every === 0).slice(0, SHORTLISTED);
  await shortlistCourses(
    origin,
    student,
    ids.map((c) => c.courseId),
  );
  return student;
}

/**
 * The student's browser state for one run, renewed as the client renews it (a refresh rotates
 * the refresh token, so no run reuses one another run spent, and no access token expires).
 */
async function renewedSession(origin: string, student: { cookie: string }) {
  const res = await fetch(`${origin}${pathOf(API.auth.refreshToken)}`, {
    method: "POST",
    headers: { cookie: student.cookie },
  });
  if (!res.ok) throw new Error(`the bench student's session did not renew: ${res.status}`);
  const { user } = (await res.json()) as { user: SessionUser };
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const [name = "", value = ""] = pair.split(/=(.*)/s);
    const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? "/";
    return { name, value, path };
  });
  student.cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const session: BrowserSession = {
    cookies,
    localStorage: { [SESSION_STORAGE_KEY]: JSON.stringify(user) },
  };
  return session;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface PageFigures {
  page: string;
  runs: PageRun[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  ok: boolean;
}

/** Each figure is the median of its own runs (the runs are listed under a page that misses). */
function figuresOf(page: string, runs: PageRun[]): PageFigures {
  const figures = {
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    score: median(runs.map((r) => r.score)),
  };
  const ok =
    figures.lcpMs <= BUDGETS.lcpMs &&
    figures.tbtMs <= BUDGETS.tbtMs &&
    figures.cls <= BUDGETS.cls &&
    figures.score >= BUDGETS.score;
  return { page, runs, ...figures, ok };
}

/** The client as it ships: `npm run build` (a no-op when nothing changed since the last). */
function buildProduct(): void {
  const built = spawnSync("npm", ["run", "build"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (built.status !== 0) throw new Error(`npm run build failed (${built.status})`);
}

async function measurePages(origin: string, chosen: BrowserPage[], runs: number) {
  const student = chosen.some((p) => p.signedIn) ? await shortlistingStudent(origin) : null;
  const measured: PageFigures[] = [];
  for (const page of chosen) {
    const url = `${origin}${page.path}`;
    const results: PageRun[] = [];
    for (let i = 0; i < runs; i++) {
      const session = page.signedIn && student ? await renewedSession(origin, student) : undefined;
      const run = await lighthouseRun(url, session);
      // A student page that sent Lighthouse to /login measured the wrong page.
      if (new URL(run.finalUrl).pathname !== new URL(url).pathname)
        throw new Error(`${page.name}: Lighthouse ended on ${run.finalUrl}, not ${url}`);
      results.push(run);
    }
    measured.push(figuresOf(page.name, results));
  }
  return measured;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const load = () => loadavg()[0]!;

/** TBT is the main thread's long tasks times four: another suite on the cores inflates it. */
function busyNote(before: number, after: number): string[] {
  const busiest = Math.max(before, after);
  if (busiest <= availableParallelism()) return [];
  return [
    `The machine was busy (load average up to ${busiest.toFixed(1)} on ${availableParallelism()} cores): TBT and the score are not to be trusted; run again on a quiet machine.`,
  ];
}

async function browserReport({ short }: Settings): Promise<PartReport> {
  buildProduct();
  const runs = short ? 1 : RUNS;
  const chosen = short ? pages().slice(0, 1) : pages();
  const chromium = await chromiumVersion();
  const loadBefore = load();
  const measured = await withGatewayAndWorker(PORT, (origin) => measurePages(origin, chosen, runs));
  const lighthouseVersion = measured[0]?.runs[0]?.lighthouse ?? "?";
  const loadAfter = load();
  const budgets = `LCP <= ${seconds(BUDGETS.lcpMs)} s, TBT <= ${BUDGETS.tbtMs} ms, CLS <= ${BUDGETS.cls}, score >= ${BUDGETS.score}`;
  return {
    title: `Pages as a phone sees them: Lighthouse ${lighthouseVersion} in ${chromium} (default mobile emulation, simulated slow 4G and 4x slower CPU), the production build and gateway; median of ${runs} run(s) per page, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after:`,
    table: measured.map((p) => ({
      page: p.page,
      "LCP s": seconds(p.lcpMs),
      "TBT ms": Math.round(p.tbtMs),
      CLS: Number(p.cls.toFixed(3)),
      score: p.score,
      budgets: p.ok ? "pass" : "FAIL",
    })),
    checks: measured.map((p) => ({ what: `${p.page}: ${budgets}`, ok: p.ok })),
    notes: [
      ...measured
        .filter((p) => !p.ok)
        .map(
          (p) =>
            `${p.page}, each run (LCP s / TBT ms / CLS / score): ${p.runs.map((r) => `${seconds(r.lcpMs)} / ${Math.round(r.tbtMs)} / ${r.cls.toFixed(3)} / ${r.score}`).join(", ")}; largest element ${p.runs[0]?.lcpElement ?? "unknown"}`,
        ),
      ...busyNote(loadBefore, loadAfter),
    ],
  };
}

export const browserPart = standalone("browser", browserReport);
