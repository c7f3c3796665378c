/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1), from Node's own crypto:
 * no native dependency to build. Stored as `scrypt$N$r$p$salt$hash`, so parameters can rise
 * later without invalidating old hashes.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow twice that.
  const maxmem = 256 * (options.N ?? N) * (options.r ?? R);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** False for an account made by Google sign-in that never set a password (no hash to match). */
export function isPasswordHash(stored: string): boolean {
  return stored.startsWith("scrypt$");
}

/** A hash of nothing anyone knows: unknown emails are checked against it so timing reveals nothing. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(16).toString("hex"));
