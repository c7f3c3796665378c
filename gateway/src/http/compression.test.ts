import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { SHELLS_MANIFEST } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/app";
import { COMPRESS_THRESHOLD_BYTES } from "./compression";

/** An answer as it came over the wire: fetch() would decode the body. */
interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let app: TestApp;
let dist: string;

function send(
  path: string,
  headers: Record<string, string> = {},
  options: { method?: string; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.baseUrl}${path}`, { method: options.method ?? "GET", headers });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

function decoded({ headers, body }: RawAnswer): string {
  const encoding = headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(body).toString();
  if (encoding === "gzip") return gunzipSync(body).toString();
  expect(encoding).toBeUndefined();
  return body.toString();
}

const html = `<!doctype html><title>GradPlan</title><div id=root></div>${"<!-- pad -->".repeat(150)}`;
const script = `export const courses = [${Array.from({ length: 300 }, (_, i) => `"course ${i}"`)}];`;
const searchShell = `<!doctype html><title>Search</title><h1>University search</h1>`;
const robots = `User-agent: *\n${"Disallow: /private\n".repeat(120)}`;

/** A built file and the copies the client's build writes beside it (client/src/build/precompress.ts). */
async function writeBuilt(path: string, text: string): Promise<void> {
  await writeFile(join(dist, path), text);
  await writeFile(join(dist, `${path}.br`), brotliCompressSync(text));
  await writeFile(join(dist, `${path}.gz`), gzipSync(text, { level: 9 }));
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "gradplan-compressed-dist-"));
  await mkdir(join(dist, "assets"));
  await writeBuilt("index.html", html);
  await mkdir(join(dist, "shells"));
  await writeBuilt("shells/details.html", "<!doctype html><h1>%SHELL_TEXT%</h1>");
  await writeBuilt("shells/search.html", searchShell);
  await writeFile(
    join(dist, SHELLS_MANIFEST),
    JSON.stringify([
      { path: "/university-search", session: "signedOut", file: "shells/search.html" },
    ]),
  );
  await writeBuilt("assets/index-abc123.js", script);
  // No copies: too small, or (robots.txt) a file someone put there after the build.
  await writeFile(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await writeFile(join(dist, "robots.txt"), robots);
  app = await startTestApp({ clientDist: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe("the built client's precompressed files", () => {
  const asset = "/assets/index-abc123.js";
  const immutable = "public, max-age=31536000, immutable";

  it("sends brotli when offered, even beside gzip, decoding to the file", async () => {
    const res = await send(asset, { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers["content-length"]).toBe(String(res.body.length));
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(decoded(res)).toBe(script);
  });

  it("sends gzip when only gzip is offered, the file itself when nothing is", async () => {
    const gzip = await send(asset, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(script);
    const none: Record<string, string>[] = [{}, { "accept-encoding": "identity" }];
    for (const headers of none) {
      const plain = await send(asset, headers);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
  });

  it("says the answer varies by Accept-Encoding and keeps the year-long cache", async () => {
    for (const encoding of ["br", "gzip", undefined]) {
      const res = await send(asset, encoding ? { "accept-encoding": encoding } : {});
      expect(res.headers.vary, encoding).toContain("accept-encoding");
      expect(res.headers["cache-control"], encoding).toBe(immutable);
    }
  });

  it("sends index.html compressed and never cached, at / and through the SPA fallback", async () => {
    for (const path of ["/", "/dashboard", "/universities/12?tab=courses"]) {
      const res = await send(path, { "accept-encoding": "br, gzip" });
      expect(res.status, path).toBe(200);
      expect(res.headers["content-encoding"], path).toBe("br");
      expect(res.headers["content-type"], path).toContain("text/html");
      expect(res.headers["cache-control"], path).toBe("no-cache");
      expect(res.headers.vary, path).toContain("accept-encoding");
      expect(res.headers["content-security-policy"], path).toContain("default-src 'self'");
      expect(decoded(res), path).toBe(html);
    }
    const gzip = await send("/dashboard", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["cache-control"]).toBe("no-cache");
    expect(decoded(gzip)).toBe(html);
  });

  it("never sends a page's shell template as a file: its path gets the page", async () => {
    const res = await send("/shells/details.html", { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(decoded(res)).toBe(html);
    expect(decoded(res)).not.toContain("%SHELL_TEXT%");
    // The shell still reaches the page it is for.
    const search = await send("/university-search", { "accept-encoding": "br, gzip" });
    expect(decoded(search)).toBe(searchShell);
  });

  it("answers HEAD with the chosen copy's headers and no body", async () => {
    const get = await send(asset, { "accept-encoding": "br" });
    const head = await send(asset, { "accept-encoding": "br" }, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(head.headers["cache-control"]).toBe(immutable);
    expect(head.body.length).toBe(0);
  });

  it("answers a range of the file (206) and revalidates with its ETag (304)", async () => {
    const range = await send(asset, { range: "bytes=0-9" });
    expect(range.status).toBe(206);
    expect(range.headers["content-range"]).toBe(`bytes 0-9/${script.length}`);
    expect(range.body.toString()).toBe(script.slice(0, 10));

    const first = await send(asset, { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await send(asset, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    // Each copy has its own ETag, so a cache never takes one encoding for the other.
    const plain = await send(asset);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it("sends files without copies as they are, never compressing them per request", async () => {
    for (const path of ["/favicon.svg", "/robots.txt"]) {
      const res = await send(path, { "accept-encoding": "br, gzip" });
      expect(res.status, path).toBe(200);
      expect(res.headers["content-encoding"], path).toBeUndefined();
      expect(res.headers["cache-control"], path).toBe("public, max-age=3600");
    }
    expect((await send("/robots.txt", { "accept-encoding": "br" })).body.toString()).toBe(robots);
  });
});

describe("the server's own answers", () => {
  const accept = { "accept-encoding": "br, gzip" };

  it("compresses a large JSON answer from /api, keeping the security headers", async () => {
    const res = await send("/api/openapi.json", accept);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const document = JSON.parse(decoded(res)) as { openapi: string };
    expect(document.openapi).toMatch(/^3\.1/);
    expect((await send("/api/openapi.json", { "accept-encoding": "gzip" })).headers).toMatchObject({
      "content-encoding": "gzip",
    });
    const plain = await send("/api/openapi.json");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(document);
  });

  it("leaves a small JSON answer and the error envelope as they are", async () => {
    const small = await send("/api/search-journal?searchQuery=zzqqxx", accept);
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toBeDefined();

    const missing = await send("/api/no-such-route", accept);
    expect(missing.status).toBe(404);
    expect(JSON.parse(decoded(missing))).toMatchObject({ success: false });
  });

  it("compresses a large GraphQL answer and not a tiny one", async () => {
    const post = (query: string) =>
      send(
        "/graphql",
        { ...accept, "content-type": "application/json" },
        {
          method: "POST",
          body: JSON.stringify({ query }),
        },
      );
    const large = await post(
      "{ filterUniversities(limit: 10) { totalCount universities { course_id course_name university_name city state climate degree_code tuition } } }",
    );
    expect(large.status).toBe(200);
    expect(large.headers["content-encoding"]).toBe("br");
    const body = JSON.parse(decoded(large)) as { data: { filterUniversities: unknown } };
    expect(body.data.filterUniversities).toMatchObject({ universities: expect.any(Array) });
    expect(JSON.stringify(body).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const tiny = await post("{ __typename }");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(tiny.body.toString())).toEqual({ data: { __typename: "Query" } });
  });

  it("sends a PDF download whole and uncompressed, with its headers", async () => {
    const res = await send("/download/Resume-Dos-And-Donts.pdf", accept);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("Resume-Dos-And-Donts.pdf");
    expect(res.headers["content-length"]).toBe(String(res.body.length));
    expect(res.body.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
