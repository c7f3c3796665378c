/**
 * Secrets kept at rest (the email grant's refresh tokens, issue 17): AES-256-GCM with a random
 * 96-bit nonce, the key's id written beside the ciphertext so keys can rotate. The first key
 * seals; every key listed opens. To rotate: put the new key first, keep the old one after it
 * until every sealed value has been read and sealed again (`needsResealing`), then drop it.
 * Sealed text: `v1.<key id>.<nonce>.<tag>.<ciphertext>`, base64url parts. `context` (for
 * example the student's id) is bound as additional data: a value copied to another row does
 * not open there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface SecretKey {
  /** Short, stable, [A-Za-z0-9_-]: written into every value it seals. */
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

const VERSION = "v1";
const ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export class SecretBoxError extends Error {}

/**
 * Keys as configuration writes them: `id:base64key,id:base64key`, the sealing key first. Throws
 * with a message that names no key material.
 */
export function parseSecretKeys(value: string): SecretKey[] {
  const keys = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, index) => {
      const [id = "", encoded = ""] = part.split(":");
      const key = Buffer.from(encoded, "base64");
      if (!ID_PATTERN.test(id) || key.length !== 32) {
        throw new SecretBoxError(
          `key ${index + 1} must read <id>:<32 bytes in base64> with an id of letters, digits, - or _`,
        );
      }
      return { id, key };
    });
  if (keys.length === 0) throw new SecretBoxError("at least one key is needed");
  if (new Set(keys.map((k) => k.id)).size !== keys.length) {
    throw new SecretBoxError("key ids must differ");
  }
  return keys;
}

export class SecretBox {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly keys: readonly SecretKey[]) {
    if (keys.length === 0) throw new SecretBoxError("at least one key is needed");
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  seal(plain: string, context: string): string {
    const { id, key } = this.keys[0]!;
    const nonce = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, nonce);
    cipher.setAAD(Buffer.from(context, "utf8"));
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    const parts = [nonce, cipher.getAuthTag(), sealed].map((b) => b.toString("base64url"));
    return [VERSION, id, ...parts].join(".");
  }

  /** The plain text; throws SecretBoxError when the key is unknown or anything was altered. */
  open(sealed: string, context: string): string {
    const [version, id, nonce, tag, data, ...rest] = sealed.split(".");
    const key = id === undefined ? undefined : this.byId.get(id);
    if (version !== VERSION || !key || !nonce || !tag || data === undefined || rest.length) {
      throw new SecretBoxError("this value was not sealed by a key in use");
    }
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(data, "base64url")),
        decipher.final(),
      ]);
      return plain.toString("utf8");
    } catch {
      throw new SecretBoxError("this value does not open: altered, or sealed for another row");
    }
  }

  /** Sealed by a key other than the sealing one: read it and seal it again. */
  needsResealing(sealed: string): boolean {
    return sealed.split(".")[1] !== this.keys[0]!.id;
  }
}
