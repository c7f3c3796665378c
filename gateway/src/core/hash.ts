/** Hex SHA-256 of a text: how refresh tokens, reset tokens and staff keys are stored. */
import { createHash } from "node:crypto";

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
