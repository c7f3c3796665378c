/**
 * Two gateways behind nginx, round-robin with no stickiness (issue 19): a session, its refresh
 * tokens and the attempt limits hold whichever replica answers.
 */
import { API, AUTH_MESSAGES, pathOf, ROUTES } from "@gradplan/schema";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { newEmail, PASSWORD, register } from "../../support/accounts";
import { GATEWAY_PORTS, REPLICAS_PORT } from "../playwright.config";
import { call, logMark, servedSince } from "../support/http";

const NGINX = `http://127.0.0.1:${REPLICAS_PORT}`;
const [A, B] = GATEWAY_PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];
const REPLICAS = GATEWAY_PORTS.map((port) => `127.0.0.1:${port}`).sort();

const REFRESH = pathOf(API.auth.refreshToken);
const LOGIN = pathOf(API.auth.login);

const replicasOf = (served: { upstream: string }[]) =>
  [...new Set(served.map((s) => s.upstream))].sort();

function newStudent(email = newEmail()) {
  return {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: "Ravi",
    lastName: "Iyer",
    category: "International Student",
  };
}

test("a student stays signed in in Chromium whichever replica answers", async ({ page }) => {
  await register(page, newEmail(), "Meera");
  const mark = logMark();
  const pages = [
    [ROUTES.profile, "Profile"],
    [ROUTES.universityShortlisting, "University Shortlist"],
  ] as const;
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }
  await page.goto(ROUTES.dashboard);
  for (let i = 0; i < 8; i++) {
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome, Meera")).toBeVisible();
  }

  const served = servedSince(mark);
  // Each replica answered signed-in reads, and none was refused.
  const reads = served.filter((s) => s.path === "/graphql" && s.status === 200);
  expect(replicasOf(reads)).toEqual(REPLICAS);
  expect(served.filter((s) => s.status === 401 || s.status === 403)).toEqual([]);
  expect(served.filter((s) => s.path === REFRESH)).toEqual([]);
});

test("refresh tokens rotate across replicas, and a replayed one ends the family on both", async () => {
  const registered = await call(A, "POST", pathOf(API.auth.register), { body: newStudent() });
  expect(registered.status).toBe(201);
  const first = registered.cookies.gp_refresh!;

  // Rotated by A, then by B with A's token: each replica honours the other's rotation.
  const byA = await call(A, "POST", REFRESH, { cookies: { gp_refresh: first } });
  expect(byA.status).toBe(200);
  const second = byA.cookies.gp_refresh!;
  expect(second).not.toBe(first);
  const byB = await call(B, "POST", REFRESH, { cookies: { gp_refresh: second } });
  expect(byB.status).toBe(200);
  const third = byB.cookies.gp_refresh!;
  expect(third).not.toBe(second);
  // B's access token is good on A.
  const me = await call(A, "GET", pathOf(API.auth.me), {
    cookies: { gp_access: byB.cookies.gp_access! },
  });
  expect(me.status).toBe(200);

  // Through nginx too: four refreshes in a row, shared between the two replicas.
  const mark = logMark();
  let latest = third;
  for (let i = 0; i < 4; i++) {
    const answer = await call(NGINX, "POST", REFRESH, { cookies: { gp_refresh: latest } });
    expect(answer.status).toBe(200);
    latest = answer.cookies.gp_refresh!;
  }
  expect(replicasOf(servedSince(mark).filter((s) => s.path === REFRESH))).toEqual(REPLICAS);

  // A replay of B's replaced token, once the grace for a lost answer is over, is refused by A
  // and revokes the family: the newest token dies on B as well.
  await ageReplacements(second);
  expect((await call(A, "POST", REFRESH, { cookies: { gp_refresh: second } })).status).toBe(401);
  expect((await call(B, "POST", REFRESH, { cookies: { gp_refresh: latest } })).status).toBe(401);
});

test("failed logins are counted across both replicas, under the student's address", async () => {
  const email = newEmail();
  expect(
    (await call(NGINX, "POST", pathOf(API.auth.register), { body: newStudent(email) })).status,
  ).toBe(201);

  // Ten wrong passwords through nginx from the student's machine (127.0.0.3), shared between
  // the replicas by round-robin: the account's limit (docs/accounts.md) is reached.
  const mark = logMark();
  for (let i = 0; i < 10; i++) {
    const wrong = await call(NGINX, "POST", LOGIN, {
      body: { email, password: `Wrong!pass${i}` },
      from: "127.0.0.3",
    });
    expect(wrong.status).toBe(401);
  }
  const attempts = servedSince(mark).filter((s) => s.path === LOGIN);
  expect(replicasOf(attempts)).toEqual(REPLICAS);
  expect(new Set(attempts.map((s) => s.client))).toEqual(new Set(["127.0.0.3"]));

  // Even the right password is now refused from that machine, by either replica; the owner at
  // another address is not locked out by a stranger's tries (docs/accounts.md, issue 31).
  const again = logMark();
  for (let i = 0; i < 4; i++) {
    const right = await call(NGINX, "POST", LOGIN, {
      body: { email, password: PASSWORD },
      from: "127.0.0.3",
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
  }
  expect(replicasOf(servedSince(again).filter((s) => s.path === LOGIN))).toEqual(REPLICAS);
  const owner = await call(NGINX, "POST", LOGIN, {
    body: { email, password: PASSWORD },
    from: "127.0.0.6",
  });
  expect(owner.status).toBe(200);
});

test("the per-address limit counts the student's address, not nginx's", async () => {
  // Contact messages: at most 10 an hour from one address (docs/accounts.md). Eleven senders
  // from 127.0.0.4 reach it; a student at 127.0.0.5, behind the same nginx, is not affected.
  const contact = pathOf(API.engagement.contact);
  const message = (from: string) =>
    call(NGINX, "POST", contact, {
      body: { name: "Dev", email: newEmail(), message: "Is the fall deadline firm?" },
      from,
    });
  for (let i = 0; i < 10; i++) expect((await message("127.0.0.4")).status).toBe(200);
  expect((await message("127.0.0.4")).status).toBe(429);
  expect((await message("127.0.0.5")).status).toBe(200);
});

test("the client's precompressed files keep their one encoding through nginx", async () => {
  const encodings: [accept: string, encoding: string][] = [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ];
  for (const [accept, encoding] of encodings) {
    const res = await fetch(`${NGINX}/`, { headers: { "accept-encoding": accept } });
    expect(res.headers.get("content-encoding")).toBe(encoding);
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    // fetch undoes one encoding: compressed twice, this would not read as the page.
    expect(await res.text()).toContain('<div id="root">');
  }
});

/** Makes the family's replacements older than the reuse grace (REFRESH_REUSE_GRACE_MS, 10 s). */
async function ageReplacements(refreshToken: string): Promise<void> {
  const db = new pg.Client({ connectionString: process.env.REPLICAS_DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `update refresh_token set replaced_at = replaced_at - interval '1 minute'
        where replaced_at is not null
          and family_id = (select family_id from refresh_token
                            where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
      [refreshToken],
    );
  } finally {
    await db.end();
  }
}
