import { randomUUID } from "node:crypto";
import { API, SUBMIT_RESULTS_MESSAGES as M, pathOf } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES, SAMPLE_UNIVERSITIES } from "../../testing/catalogue-kit";
import { randomClientIp } from "../../testing/client-ip";
import { aResultApplication, aResultSubmission } from "../../testing/results-kit";
import { graphqlCall, signUpStudent } from "../../testing/student-client";
import { createStaffKey } from "../staff/staff-keys";
import { SUBMIT_LIMITS } from "./results.api";
import { ResultApplication, ResultSubmission } from "./results.entities";

const UNIVERSITIES = new Map(SAMPLE_UNIVERSITIES.map((u) => [u.universityId, u.name]));
/** Catalogue courses by index: each test takes its own so their counts stay apart. */
const course = (i: number) => {
  const c = SAMPLE_COURSES[i * 7]!;
  return { ...c, universityName: UNIVERSITIES.get(c.universityId)! };
};

let app: TestApp;
let staffKey: string;
beforeAll(async () => {
  app = await startTestApp();
  staffKey = await createStaffKey(app.orm.em.fork(), "results-review");
});
afterAll(async () => {
  await app.close();
});

function application(c = course(0), overrides: Record<string, unknown> = {}) {
  return aResultApplication(c, c.courseName, overrides);
}

function submission(overrides: Record<string, unknown> = {}) {
  return aResultSubmission(
    [
      application(course(0)),
      application(course(1), {
        applicationDecision: "Rejected",
        notificationDate: null,
        notificationMethod: null,
      }),
    ],
    overrides,
  );
}

async function submit(body: unknown, from = randomClientIp(), cookie = "") {
  const res = await fetch(`${app.baseUrl}${pathOf(API.results.submitResults)}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from, cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const submissions = () => app.orm.em.fork().count(ResultSubmission, {});

const RESULTS_QUERY = `query ($courseId: Int, $universityId: Int, $decision: String, $season: String) {
  communityResults(courseId: $courseId, universityId: $universityId, decision: $decision, season: $season) {
    total rows { courseName decision gpa greTotal englishTest englishScore semester year sample }
    summary { results shown accepted rejected admitRate }
  }
}`;
interface ResultsPage {
  communityResults: {
    total: number;
    rows: Record<string, unknown>[];
    summary: { results: number; shown: boolean; accepted: number | null; admitRate: number | null };
  };
}
const browse = async (variables: Record<string, unknown>) =>
  (await graphqlCall<ResultsPage>(app.baseUrl, RESULTS_QUERY, variables)).data!.communityResults;

describe("POST /api/submit-results", () => {
  it("stores a submission with each decision linked to its catalogue course", async () => {
    const unknownCourse = application(course(2), { appliedCourse: "Underwater Basket Weaving" });
    const body = submission({
      appliedToUniversities: [...submission().appliedToUniversities, unknownCourse],
    });
    const answer = await submit(body);
    expect(answer).toEqual({ status: 200, body: { success: true, message: M.submitted } });
    const em = app.orm.em.fork();
    const stored = await em.findOneOrFail(ResultSubmission, {
      undergradUniversity: body.undergradUniversity,
    });
    expect(stored).toMatchObject({ reviewStatus: "accepted", gpa: 3.6, englishScore: 105 });
    const apps = await em.find(
      ResultApplication,
      { submission: stored.id },
      { orderBy: { position: "asc" } },
    );
    expect(apps.map((a) => [a.course?.id ?? null, a.decision, a.seasonYear])).toEqual([
      [course(0).courseId, "Accepted", 2026],
      [course(1).courseId, "Rejected", new Date().getUTCFullYear()],
      [null, "Accepted", 2026],
    ]);
  });

  it("shows the decisions to anyone without a name or an email", async () => {
    await submit(submission({ name: "Zed Secret", email: "zed.secret@example.com" }));
    const page = await browse({ courseId: course(0).courseId });
    expect(page.rows[0]).toMatchObject({
      courseName: course(0).courseName,
      decision: "Accepted",
      gpa: 3.6,
      greTotal: 321,
      englishTest: "TOEFL",
      englishScore: 105,
      semester: "Fall",
      year: 2026,
      sample: false,
    });
    expect(JSON.stringify(page)).not.toMatch(/Zed Secret|zed\.secret/);
  });

  const broken: [string, Record<string, unknown>, string, string][] = [
    ["category", { category: null }, "category", M.categoryRequired],
    [
      "undergrad university",
      { undergradUniversity: " " },
      "undergradUniversity",
      M.undergradUniversityRequired,
    ],
    ["undergrad course", { undergradCourse: null }, "undergradCourse", M.undergradCourseRequired],
    [
      "education level",
      { currentEducationLevel: "" },
      "currentEducationLevel",
      M.currentEducationLevelRequired,
    ],
    ["GPA", { gpaTenScale: null, gpaFourScale: null }, "gpaFourScale", M.gpaRequired],
    [
      "GPA above 4",
      { gpaTenScale: null, gpaFourScale: 4.2 },
      "gpaFourScale",
      "GPA must be between 0 and 4.",
    ],
    [
      "English test",
      { englishTestScores: { test: null } },
      "englishTestScores.test",
      M.englishTestRequired,
    ],
    [
      "None for an international student",
      { englishTestScores: { test: "None" } },
      "englishTestScores.test",
      M.internationalNeedsEnglishTest,
    ],
    ["aptitude test", { greScores: null }, "greScores.test", M.aptitudeTestRequired],
    [
      "applications",
      { appliedToUniversities: [] },
      "appliedToUniversities",
      M.applicationsRequired,
    ],
    [
      "university",
      { appliedToUniversities: [application(course(0), { appliedUniversity: null })] },
      "appliedToUniversities.0.appliedUniversity",
      M.universityRequired,
    ],
    [
      "course",
      { appliedToUniversities: [application(course(0), { appliedCourse: "" })] },
      "appliedToUniversities.0.appliedCourse",
      M.appliedCourseRequired,
    ],
    [
      "decision",
      { appliedToUniversities: [application(course(0), { applicationDecision: null })] },
      "appliedToUniversities.0.applicationDecision",
      M.decisionRequired,
    ],
    [
      "semester",
      { appliedToUniversities: [application(course(0), { appliedSemester: null })] },
      "appliedToUniversities.0.appliedSemester",
      M.semesterRequired,
    ],
    [
      "notification date",
      { appliedToUniversities: [application(course(0), { notificationDate: "2026-02-30" })] },
      "appliedToUniversities.0.notificationDate",
      M.invalidNotificationDate,
    ],
    [
      "future notification date",
      { appliedToUniversities: [application(course(0), { notificationDate: "2999-01-01" })] },
      "appliedToUniversities.0.notificationDate",
      M.futureNotificationDate,
    ],
    [
      "conferences",
      { conferences: { enabled: true, items: [] } },
      "conferences.items",
      M.conferenceRequired,
    ],
    [
      "journals",
      { researchPaperDetails: { enabled: true, items: [] } },
      "researchPaperDetails.items",
      M.journalRequired,
    ],
    [
      "unknown university",
      {
        appliedToUniversities: [
          application(course(0), {
            appliedUniversity: { universityId: "999999", universityName: "Nowhere" },
          }),
        ],
      },
      "appliedToUniversities.0.appliedUniversity",
      "Pick the university from the list.",
    ],
  ];
  it.each(broken)(
    "refuses a submission without a valid %s, storing nothing",
    async (_, overrides, path, message) => {
      const before = await submissions();
      const answer = await submit(submission(overrides));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false });
      expect((answer.body.errors as Record<string, string>)[path]).toBe(message);
      expect(await submissions()).toBe(before);
    },
  );

  it("checks the test ranges with the profile's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          englishTestScores: {
            test: "TOEFL",
            writing: 31,
            reading: 28,
            speaking: 24,
            listening: 27,
          },
        },
        "englishTestScores.writing",
      ],
      [
        {
          englishTestScores: { test: "IELTS", writing: 9.5, reading: 8, speaking: 7, listening: 7 },
        },
        "englishTestScores.writing",
      ],
      [
        { greScores: { test: "GRE", verbal: 171, quantitative: 160, analytical_writing: 4 } },
        "greScores.verbal",
      ],
      [
        { greScores: { test: "GRE", verbal: 150, quantitative: 160, analytical_writing: 6.5 } },
        "greScores.analytical_writing",
      ],
      [{ gpaTenScale: 11 }, "gpaTenScale"],
      [{ workEx: { fulltime: -1, internship: 0 } }, "workEx.fulltime"],
      [{ email: "not-an-email" }, "email"],
    ];
    for (const [overrides, path] of cases) {
      const answer = await submit(submission(overrides));
      expect(answer.status, path).toBe(400);
      expect(Object.keys(answer.body.errors as object), path).toContain(path);
    }
  });

  it("answers wrong types with a 400 and a clear message", async () => {
    const answer = await submit(submission({ gpaTenScale: "8.5", undergradCourse: 12 }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      gpaTenScale: "Must be a number.",
      undergradCourse: "Must be text.",
    });
    const shapes: [unknown, string, string][] = [
      [[], "body", "The body must be an object."],
      [
        submission({ englishTestScores: [] }),
        "englishTestScores",
        "englishTestScores must be an object.",
      ],
      [
        submission({ appliedToUniversities: [null] }),
        "appliedToUniversities.0",
        "Each application must be an object.",
      ],
      [submission({ name: "a".repeat(2000) }), "name", "At most 1200 characters."],
    ];
    for (const [body, path, message] of shapes) {
      const refused = await submit(body);
      expect(refused.status, path).toBe(400);
      expect((refused.body.errors as Record<string, string>)[path], path).toBe(message);
    }
  });

  it("stores the same submission once, however often and however fast it is sent", async () => {
    const body = submission();
    const from = randomClientIp();
    const answers = await Promise.all([submit(body, from), submit(body, from), submit(body, from)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await submit(body, from)).body).toEqual({ success: true, message: M.submitted });
    const stored = await app.orm.em
      .fork()
      .count(ResultSubmission, { undergradUniversity: body.undergradUniversity });
    expect(stored).toBe(1);
  });

  it("refuses a burst of submissions from one address with a 429", async () => {
    const from = randomClientIp();
    for (let i = 0; i < SUBMIT_LIMITS.perSubject; i++) {
      expect((await submit(submission(), from)).status).toBe(200);
    }
    const refused = await submit(submission(), from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/try again/);
    expect((await submit(submission(), randomClientIp())).status).toBe(200);
  });

  it("holds an implausible submission for staff instead of showing it", async () => {
    const c = course(3);
    const everywhere = [3, 4, 5].map((i) => application(course(i)));
    const body = submission({
      gpaTenScale: null,
      gpaFourScale: 1.2,
      appliedToUniversities: everywhere,
    });
    expect((await submit(body)).status).toBe(200);
    expect((await browse({ courseId: c.courseId })).total).toBe(0);
    const staff = { authorization: `Bearer ${staffKey}` };
    const held = await graphqlCall<{ heldResults: { id: string; reason: string; gpa: number }[] }>(
      app.baseUrl,
      "{ heldResults { id reason gpa } }",
      {},
      staff,
    );
    const mine = held.data!.heldResults.find((h) => h.gpa === 1.2)!;
    expect(mine.reason).toMatch(/GPA of 1.20/);
    const anonymous = await graphqlCall(app.baseUrl, "{ heldResults { id } }", {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const review = await graphqlCall<{ reviewResult: string }>(
      app.baseUrl,
      "mutation ($id: ID!) { reviewResult(id: $id, accept: true) }",
      { id: mine.id },
      staff,
    );
    expect(review.data?.reviewResult).toBe("accepted");
    expect((await browse({ courseId: c.courseId })).total).toBe(1);
  });

  it("links a signed-in student's submission to them and earns the 'A result shared' badge", async () => {
    const student = await signUpStudent(app.baseUrl);
    // A course of its own: this file's many results for course 0 would read as a burst (held).
    const own = aResultSubmission([application(course(30))]);
    await submit(own, randomClientIp(), student.jar.header());
    const badges = await student.call<{ key: string; name: string }[]>(
      "GET",
      pathOf(API.dashboard.badges, { student_id: student.studentId }),
    );
    expect(badges.body.map((b) => b.name)).toContain("A result shared");
  });
});

describe("browsing results", () => {
  const decisions = (c: ReturnType<typeof course>, list: string[]) =>
    submission({
      appliedToUniversities: list.map((d) =>
        application(c, { applicationDecision: d, notificationDate: "2025-04-01" }),
      ),
    });

  it("hides a course's figures until it has 5 results, then shows them", async () => {
    const c = course(10);
    await submit(decisions(c, ["Accepted", "Rejected", "Accepted", "Wait Listed"]));
    const four = await browse({ courseId: c.courseId });
    expect(four.total).toBe(4);
    expect(four.summary).toEqual({
      results: 4,
      shown: false,
      accepted: null,
      rejected: null,
      admitRate: null,
    });
    await submit(decisions(c, ["Rejected"]));
    const five = await browse({ courseId: c.courseId });
    expect(five.summary).toEqual({
      results: 5,
      shown: true,
      accepted: 2,
      rejected: 2,
      admitRate: 50,
    });
  });

  it("filters by university, course, decision and season", async () => {
    const c = course(11);
    await submit(decisions(c, ["Accepted", "Rejected"]));
    await submit(
      submission({
        appliedToUniversities: [
          application(c, { appliedSemester: "Spring", notificationDate: "2024-11-01" }),
        ],
      }),
    );
    await submit(
      submission({
        appliedToUniversities: [
          application(c, { appliedSemester: "Spring", notificationDate: "2025-01-05" }),
        ],
      }),
    );
    expect((await browse({ courseId: c.courseId, decision: "Rejected" })).total).toBe(1);
    expect((await browse({ courseId: c.courseId, season: "Fall 2025" })).total).toBe(2);
    expect((await browse({ courseId: c.courseId, season: "Spring 2024" })).total).toBe(1);
    expect((await browse({ universityId: c.universityId })).total).toBeGreaterThanOrEqual(4);
    for (const wrong of [{ decision: "Maybe" }, { season: "Autumn 2025" }]) {
      const bad = await graphqlCall(app.baseUrl, RESULTS_QUERY, wrong);
      expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    const seasons = await graphqlCall<{ resultSeasons: string[] }>(
      app.baseUrl,
      "{ resultSeasons }",
      {},
    );
    const listed = seasons.data!.resultSeasons;
    // Newest first: within a year Fall, then Summer, then Spring.
    expect(listed.indexOf("Fall 2025")).toBeLessThan(listed.indexOf("Spring 2025"));
    expect(listed.indexOf("Spring 2025")).toBeLessThan(listed.indexOf("Spring 2024"));
  });

  it("gives a student aggregates of admits from their college, groups under 5 hidden", async () => {
    const college = `Vellore Institute ${randomUUID()}`;
    const student = await signUpStudent(app.baseUrl);
    await student.call(
      "PUT",
      pathOf(API.students.updateStudentInfo, { student_id: student.studentId }),
      {
        firstname: "Asha",
        lastname: "Rao",
        dob: "2001-02-03",
        gender: "Female",
        category: "International Student",
        nationality: "IN",
        undergrad_university: college,
      },
    );
    const [small, large] = [course(12), course(13)];
    for (let i = 0; i < 4; i++) {
      await submit(
        submission({
          undergradUniversity: college,
          appliedToUniversities: [application(small, { notificationDate: `2025-0${i + 1}-02` })],
        }),
      );
    }
    for (let i = 0; i < 5; i++) {
      await submit(
        submission({
          undergradUniversity: college.toUpperCase(),
          appliedToUniversities: [
            application(large, {
              applicationDecision: i < 3 ? "Accepted" : "Rejected",
              notificationDate: `2025-0${i + 1}-03`,
            }),
          ],
        }),
      );
    }
    const answer = await graphqlCall<{
      resultsFromMyCollege: {
        results: number;
        hiddenResults: number;
        groups: {
          courseId: number | null;
          courseName: string;
          summary: { results: number; accepted: number };
        }[];
      };
    }>(
      app.baseUrl,
      "{ resultsFromMyCollege { results hiddenResults groups { courseId courseName summary { results accepted } } } }",
      {},
      { cookie: student.jar.header() },
    );
    expect(answer.data?.resultsFromMyCollege).toEqual({
      results: 9,
      hiddenResults: 4,
      groups: [
        {
          courseId: large.courseId,
          courseName: large.courseName,
          summary: { results: 5, accepted: 3 },
        },
      ],
    });
    const anonymous = await graphqlCall(app.baseUrl, "{ resultsFromMyCollege { results } }", {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("the submitResults mutation", () => {
  const MUTATION =
    "mutation ($input: SubmitResultsInputType!) { submitResults(input: $input) { success message } }";

  it("applies the same rules and messages as the REST route", async () => {
    const missing = await graphqlCall(app.baseUrl, MUTATION, {
      input: submission({ category: null }),
    });
    expect(missing.errors?.[0]).toMatchObject({
      message: M.categoryRequired,
      extensions: { code: "BAD_USER_INPUT", errors: { category: M.categoryRequired } },
    });
    const ok = await graphqlCall(
      app.baseUrl,
      MUTATION,
      { input: submission() },
      { "x-forwarded-for": randomClientIp() },
    );
    expect(ok.data).toEqual({ submitResults: { success: true, message: M.submitted } });
  });
});
