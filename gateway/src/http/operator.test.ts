/**
 * What an operator reaches: /metrics and the queue dashboard refuse visitors and students and
 * answer a staff key; request ids are echoed, logged and carried into the jobs a request queues.
 */
import { randomUUID } from "node:crypto";
import { QUEUE } from "@gradplan/schema";
import { Queue, Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromInternalNetwork, isInternalAddress } from "../core/internal-network";
import { createLogger } from "../core/logger";
import { createRedisConnection } from "../core/queue-factory";
import { withRequestId } from "../core/request-id";
import { createStaffKey } from "../modules/staff/staff-keys";
import { startTestApp, type TestApp, testConfig } from "../testing/app";
import { type StudentClient, signUpStudent } from "../testing/student-client";
import { staffKeyOf } from "./queue-board";

// Queues of this file's own: no other test's worker takes its jobs.
const prefix = `${testConfig().queuePrefix}-ops-${randomUUID().slice(0, 8)}`;
const lines: string[] = [];
let app: TestApp;
let student: StudentClient;
let staffKey: string;
let url: (path: string) => string;

beforeAll(async () => {
  const logger = createLogger("info", "gateway", {
    destination: { write: (line: string) => void lines.push(line) },
  });
  app = await startTestApp({ queuePrefix: prefix }, logger);
  url = (path) => `${app.baseUrl}${path}`;
  student = await signUpStudent(app.baseUrl);
  staffKey = await createStaffKey(app.orm.em.fork(), "operator-test");
});
afterAll(() => app.close());

/** A fetch read to its end (a connection left mid-answer holds the app's close), as text. */
async function call(path: string, init?: RequestInit) {
  const res = await fetch(path.startsWith("http") ? path : url(path), init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

const bearer = () => ({ authorization: `Bearer ${staffKey}` });
const basic = (key: string) => ({
  authorization: `Basic ${Buffer.from(`staff:${key}`).toString("base64")}`,
});

describe("/metrics", () => {
  it("refuses a visitor (401) and a student or a wrong key (403), in the house's envelope", async () => {
    const visitor = await call("/metrics");
    expect(visitor.status).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false });
    const asStudent = await call("/metrics", { headers: { cookie: student.jar.header() } });
    expect(asStudent.status).toBe(403);
    const wrongKey = await call("/metrics", {
      headers: { authorization: "Bearer gp_staff_not-a-key" },
    });
    expect(wrongKey.status).toBe(403);
  });

  it("answers a staff key with request, queue and process metrics, by route pattern", async () => {
    await student.call("GET", `/api/get-student-info/${student.studentId}`);
    const res = await call("/metrics", { headers: bearer() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const text = res.text;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/get-student-info\/:student_id",status_class="2xx"\} \d+/,
    );
    expect(text).toContain("http_request_duration_seconds_bucket{");
    expect(text).toContain("# TYPE http_request_errors_total counter");
    expect(text).not.toContain(student.studentId);
    for (const queue of Object.values(QUEUE))
      for (const state of ["waiting", "active", "delayed", "failed"])
        expect(text).toContain(`queue_jobs{queue="${queue}",state="${state}"}`);
    expect(text).toContain("# TYPE job_duration_seconds histogram");
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("lets the internal network in only when allowed, and never through a proxy naming an outsider", async () => {
    const internal = await startTestApp({ queuePrefix: prefix, metricsAllowInternal: true });
    try {
      const direct = await call(`${internal.baseUrl}/metrics`);
      expect(direct.status).toBe(200);
      expect(direct.text).toContain("queue_jobs");
      const proxied = await call(`${internal.baseUrl}/metrics`, {
        headers: { "x-forwarded-for": "203.0.113.9, 10.0.0.2" },
      });
      expect(proxied.status).toBe(401);
      const viaProxy = await call(`${internal.baseUrl}/metrics`, {
        headers: { "x-forwarded-for": "10.1.2.3" },
      });
      expect(viaProxy.status).toBe(200);
    } finally {
      await internal.close();
    }
  });
});

describe("the internal network", () => {
  it("is loopback and private addresses, v4 and v6", () => {
    for (const inside of ["127.0.0.1", "10.2.3.4", "172.20.0.5", "192.168.1.1", "::1", "fd00::1"])
      expect(isInternalAddress(inside)).toBe(true);
    for (const outside of ["203.0.113.9", "172.32.0.1", "8.8.8.8", "2001:db8::1", "unknown", ""])
      expect(isInternalAddress(outside)).toBe(false);
    expect(isInternalAddress("::ffff:10.0.0.1")).toBe(true);
    expect(isInternalAddress("[::1]:8080")).toBe(true);
    expect(isInternalAddress("10.0.0.1:443")).toBe(true);
  });

  it("needs every hop inside: the peer, Forwarded, X-Forwarded-For and X-Real-IP", () => {
    expect(fromInternalNetwork("10.0.0.2", {})).toBe(true);
    expect(fromInternalNetwork("203.0.113.1", {})).toBe(false);
    expect(fromInternalNetwork("10.0.0.2", { "x-forwarded-for": "198.51.100.7" })).toBe(false);
    expect(fromInternalNetwork("10.0.0.2", { "x-real-ip": "198.51.100.7" })).toBe(false);
    expect(fromInternalNetwork("10.0.0.2", { forwarded: 'for="[2001:db8::7]:4711"' })).toBe(false);
    expect(fromInternalNetwork("10.0.0.2", { forwarded: "for=unknown" })).toBe(false);
    expect(fromInternalNetwork("10.0.0.2", { "x-forwarded-for": "10.0.0.9" })).toBe(true);
  });
});

describe("the queue dashboard", () => {
  it("reads the key from Basic (the password) or Bearer", () => {
    expect(staffKeyOf(basic("gp_staff_x").authorization)).toBe("gp_staff_x");
    expect(staffKeyOf("Bearer gp_staff_y")).toBe("gp_staff_y");
    expect(staffKeyOf("Basic bm9jb2xvbg==")).toBe("");
    expect(staffKeyOf(undefined)).toBe("");
  });

  it("refuses visitors and students, its page, API and scripts alike, asking for a key", async () => {
    const page = await call("/admin/queues", { headers: bearer() });
    const script = /src="(static\/js\/main[^"]+)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    for (const path of ["/admin/queues", "/admin/queues/api/queues", `/admin/queues/${script}`]) {
      const visitor = await call(path);
      expect(visitor.status).toBe(401);
      expect(visitor.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
      expect(visitor.json()).toMatchObject({ success: false });
      const asStudent = await call(path, { headers: { cookie: student.jar.header() } });
      expect(asStudent.status).toBe(401);
      const wrongKey = await call(path, { headers: basic("gp_staff_wrong") });
      expect(wrongKey.status).toBe(401);
    }
  });

  it("answers staff in a browser (Basic), its scripts under the site's policy", async () => {
    const page = await call("/admin/queues", { headers: basic(staffKey) });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.text).toContain('<base href="/admin/queues/"');
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("cache-control")).toBe("no-store");
  });

  it("lists every queue, and retries a failed job", async () => {
    const listed = await call("/admin/queues/api/queues", { headers: bearer() });
    expect(listed.status).toBe(200);
    const { queues } = listed.json() as { queues: { name: string }[] };
    expect(queues.map((q) => q.name).sort()).toEqual(Object.values(QUEUE).sort());

    const connection = createRedisConnection(app.config.redisUrl, "worker");
    const queue = new Queue(QUEUE.newsletter, { connection, prefix });
    const worker = new Worker(
      QUEUE.newsletter,
      async () => {
        throw new Error("the test's job fails");
      },
      { connection, prefix },
    );
    try {
      const failed = new Promise((resolve) => worker.once("failed", resolve));
      const job = await queue.add(QUEUE.newsletter, { deliveryId: "none" }, { attempts: 1 });
      await failed;
      await worker.close();
      expect(await job.getState()).toBe("failed");

      const path = `/admin/queues/api/queues/${QUEUE.newsletter}/${job.id}/retry`;
      const crossSite = await call(path, {
        method: "PUT",
        headers: {
          ...basic(staffKey),
          origin: "https://evil.example",
          "sec-fetch-site": "cross-site",
        },
      });
      expect(crossSite.status).toBe(403);
      expect(await job.getState()).toBe("failed");
      const asStudent = await call(path, {
        method: "PUT",
        headers: { cookie: student.jar.header() },
      });
      expect(asStudent.status).toBe(401);

      const retried = await call(path, {
        method: "PUT",
        headers: { ...basic(staffKey), origin: app.baseUrl, "sec-fetch-site": "same-origin" },
      });
      expect(retried.status).toBe(204);
      expect(await queue.getJobState(job.id as string)).toBe("waiting");
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
    }
  });
});

describe("request ids", () => {
  it("echo a sane X-Request-Id, replace any other, and reach the logs and a queued job", async () => {
    const id = `test-${randomUUID()}`;
    const res = await call("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": id },
      body: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Hello there" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe(id);

    const queue = new Queue(QUEUE.email, { connection: app.redis, prefix });
    try {
      const jobs = await queue.getJobs(["waiting", "active", "delayed", "completed", "failed"]);
      const ours = jobs.filter((job) => job.data.requestId === id);
      expect(ours).toHaveLength(1);
      expect(Object.keys(ours[0]!.data).sort()).toEqual(["outboxId", "requestId"]);
    } finally {
      await queue.close();
    }
    const logged = lines.filter((line) => line.includes(id)).map((line) => JSON.parse(line));
    expect(logged.some((line) => line.msg === "request" && line.path === "/api/contact")).toBe(
      true,
    );

    const insane = await call("/healthz", { headers: { "x-request-id": "a b\tc" } });
    expect(insane.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const none = await call("/healthz");
    expect(none.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("stand on every line logged on the request's (or job's) behalf, and on no other", () => {
    const written: string[] = [];
    const logger = createLogger("info", "gateway", {
      destination: { write: (line: string) => void written.push(line) },
    });
    withRequestId("job-7", () => logger.info({ queue: "email" }, "inside"));
    logger.info("outside");
    const [inside, outside] = written.map((line) => JSON.parse(line));
    expect(inside).toMatchObject({ requestId: "job-7", queue: "email", msg: "inside" });
    expect(outside.requestId).toBeUndefined();
  });
});
