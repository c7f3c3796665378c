/** Accounts (the student rows) and sessions: registration, sign-in (password and OpenID Connect), password reset. */
import type { GatewayModule } from "../../core/module";
import { PasswordResetToken } from "./password-reset-token.entity";
import { RefreshToken } from "./refresh-token.entity";
import { Student } from "./student.entity";

const uses = ["email", "staff"] as const;

declare module "../../core/module" {
  interface DomainUses {
    auth: (typeof uses)[number];
  }
}

export const authModule: GatewayModule<"auth"> = {
  name: "auth",
  uses,
  entities: [Student, RefreshToken, PasswordResetToken],
  // Every session and reset link: their dates, never the token's hash.
  personalData: [
    { table: "refresh_token", by: "student_id", leaveOut: ["token_hash"] },
    { table: "password_reset_token", by: "student_id", leaveOut: ["token_hash"] },
  ],
  api: async () => (await import("./auth.api")).api,
};
