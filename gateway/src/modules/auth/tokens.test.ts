import { afterEach, describe, expect, it, vi } from "vitest";
import { signAccessToken, verifyAccessToken } from "./tokens";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const OTHER = "another-secret-of-at-least-32-characters";

describe("access tokens", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("verify to their student, again from memory, and only under their own secret", async () => {
    const token = await signAccessToken({ studentId: "s-1" }, SECRET);
    expect(await verifyAccessToken(token, SECRET)).toEqual({ studentId: "s-1" });
    expect(await verifyAccessToken(token, SECRET)).toEqual({ studentId: "s-1" });
    expect(await verifyAccessToken(token, OTHER)).toBeNull();
  });

  it("refuse a forged or tampered token", async () => {
    const token = await signAccessToken({ studentId: "s-2" }, SECRET);
    await verifyAccessToken(token, SECRET);
    const [header, , signature] = token.split(".");
    const claims = Buffer.from(JSON.stringify({ sub: "s-3", iss: "gradplan" })).toString(
      "base64url",
    );
    expect(await verifyAccessToken(`${header}.${claims}.${signature}`, SECRET)).toBeNull();
    expect(
      await verifyAccessToken(await signAccessToken({ studentId: "s-2" }, OTHER), SECRET),
    ).toBeNull();
    expect(await verifyAccessToken("not.a.token", SECRET)).toBeNull();
  });

  it("stop verifying at their expiry, even when remembered", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const token = await signAccessToken({ studentId: "s-4" }, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual({ studentId: "s-4" });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyAccessToken(token, SECRET)).toBeNull();
  });
});
