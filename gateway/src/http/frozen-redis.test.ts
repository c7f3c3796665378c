/**
 * A Redis that is up but frozen (SIGSTOP, swapping, a partition that keeps the socket open)
 * refuses nothing: it just never answers. Through a proxy to the real Redis that can stop passing
 * bytes, requests that need Redis answer 503 to retry instead of hanging, an upload or a
 * recalculation that could not be queued is not reported as running (nor the upload kept), and
 * everything works again once Redis answers.
 */
import { readFileSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "../core/config";
import { startTestApp, type TestApp } from "../testing/app";
import { callJson, signUpStudent } from "../testing/student-client";

/** A TCP proxy to Redis whose freeze() holds every byte both ways until thaw(). */
async function freezableProxy(target: URL) {
  const pairs = new Set<[Socket, Socket]>();
  const setFlow = (pair: [Socket, Socket], flowing: boolean) => {
    for (const socket of pair) flowing ? socket.resume() : socket.pause();
  };
  let frozen = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    if (frozen) setFlow(pair, false);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const flow = (flowing: boolean) => {
    frozen = !flowing;
    for (const pair of pairs) setFlow(pair, flowing);
  };
  return {
    url: url.toString(),
    freeze: () => flow(false),
    thaw: () => flow(true),
    close: async () => {
      for (const pair of pairs) for (const socket of pair) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}

let proxy: Awaited<ReturnType<typeof freezableProxy>>;
let app: TestApp;
beforeAll(async () => {
  proxy = await freezableProxy(new URL(inject("redisUrl")));
  app = await startTestApp({ redisUrl: proxy.url });
});
afterAll(async () => {
  proxy.thaw();
  await app.close();
  await proxy.close();
});

/** A request that hangs fails here, at the client's own patience, not at the test's timeout. */
const patience = () => AbortSignal.timeout(10_000);

describe("a frozen Redis", () => {
  it("gets 503s to retry, keeps no upload it could not queue, and recovers", async () => {
    const student = await signUpStudent(app.baseUrl);
    const login = () =>
      fetch(`${app.baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "nobody@example.com", password: "not-it-1!" }),
        signal: patience(),
      });
    const upload = () => {
      const form = new FormData();
      form.set("resumeName", "Frozen");
      const file = readFileSync(resolve(REPO_ROOT, "workers/test-fixtures/resumes/3-good.docx"));
      form.set("resumeFile", new Blob([new Uint8Array(file)]), "resume.docx");
      return fetch(`${app.baseUrl}/api/evaluate-resume/${student.studentId}`, {
        method: "POST",
        headers: { cookie: student.jar.header() },
        body: form,
        signal: patience(),
      });
    };
    const uploadsKept = async () =>
      (
        await app.orm.em
          .getConnection()
          .execute<{ n: number }[]>(
            "select count(*)::int as n from resume_upload where student_id = ?",
            [student.studentId],
          )
      )[0]!.n;

    proxy.freeze();
    try {
      const refusedLogin = await login();
      expect(refusedLogin.status).toBe(503);
      expect(await refusedLogin.json()).toEqual({
        success: false,
        message: expect.stringMatching(/try again/i),
      });

      const refusedUpload = await upload();
      expect(refusedUpload.status).toBe(503);
      expect(((await refusedUpload.json()) as { message: string }).message).toMatch(/try again/i);
      expect(await uploadsKept()).toBe(0);

      // A recalculation that was never queued is a failure to retry, not "running in a moment".
      const recalculation = await fetch(
        `${app.baseUrl}/api/shortlist-universities/${student.studentId}`,
        { headers: { cookie: student.jar.header() }, signal: patience() },
      );
      expect(recalculation.status).toBe(503);

      const ready = await fetch(`${app.baseUrl}/readyz`, { signal: patience() });
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ redis: "down", postgres: "up" });
    } finally {
      proxy.thaw();
    }

    expect((await login()).status).toBe(401);
    expect((await callJson(app.baseUrl, "GET", "/readyz")).status).toBe(200);
  });
});
