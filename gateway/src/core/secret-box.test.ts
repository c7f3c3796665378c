import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseSecretKeys, SecretBox, SecretBoxError } from "./secret-box";

const key = (id: string) => ({ id, key: randomBytes(32) });
const TOKEN = "1//0gRefreshTokenOfAStudentMailbox-abc123";

describe("SecretBox", () => {
  it("opens what it sealed, and the sealed text holds nothing of the plain one", () => {
    const box = new SecretBox([key("k1")]);
    const sealed = box.seal(TOKEN, "student-1");
    expect(sealed.startsWith("v1.k1.")).toBe(true);
    expect(sealed).not.toContain(TOKEN);
    expect(sealed).not.toContain(Buffer.from(TOKEN).toString("base64url").slice(0, 12));
    expect(box.open(sealed, "student-1")).toBe(TOKEN);
    // A fresh nonce each time: the same token never seals to the same text.
    expect(box.seal(TOKEN, "student-1")).not.toBe(sealed);
  });

  it("refuses a value moved to another row, altered, or sealed by an unknown key", () => {
    const box = new SecretBox([key("k1")]);
    const sealed = box.seal(TOKEN, "student-1");
    expect(() => box.open(sealed, "student-2")).toThrow(SecretBoxError);
    const parts = sealed.split(".");
    const flipped = parts[4]!.startsWith("A") ? `B${parts[4]!.slice(1)}` : `A${parts[4]!.slice(1)}`;
    expect(() => box.open([...parts.slice(0, 4), flipped].join("."), "student-1")).toThrow(
      SecretBoxError,
    );
    expect(() => new SecretBox([key("k9")]).open(sealed, "student-1")).toThrow(
      /not sealed by a key in use/,
    );
    expect(() => box.open("plain-token", "student-1")).toThrow(SecretBoxError);
  });

  it("rotates: the new key seals, the old one still opens until resealed", () => {
    const old = key("k1");
    const fresh = key("k2");
    const before = new SecretBox([old]).seal(TOKEN, "s");
    const rotated = new SecretBox([fresh, old]);
    expect(rotated.open(before, "s")).toBe(TOKEN);
    expect(rotated.needsResealing(before)).toBe(true);
    const resealed = rotated.seal(rotated.open(before, "s"), "s");
    expect(rotated.needsResealing(resealed)).toBe(false);
    expect(new SecretBox([fresh]).open(resealed, "s")).toBe(TOKEN);
  });
});

describe("parseSecretKeys", () => {
  it("reads id:base64 pairs, the sealing key first", () => {
    const a = randomBytes(32).toString("base64");
    const b = randomBytes(32).toString("base64");
    expect(parseSecretKeys(` k2:${b} , k1:${a}`).map((k) => k.id)).toEqual(["k2", "k1"]);
  });

  it("refuses short keys, bad ids, duplicates and nothing, naming no key material", () => {
    const short = randomBytes(16).toString("base64");
    const good = randomBytes(32).toString("base64");
    expect(() => parseSecretKeys(`k1:${short}`)).toThrow(/32 bytes/);
    expect(() => parseSecretKeys(`k 1:${good}`)).toThrow(SecretBoxError);
    expect(() => parseSecretKeys(`k1:${good},k1:${good}`)).toThrow(/differ/);
    expect(() => parseSecretKeys(" , ")).toThrow(/at least one/);
    try {
      parseSecretKeys(`k1:${short}`);
    } catch (error) {
      expect((error as Error).message).not.toContain(short);
    }
  });
});
