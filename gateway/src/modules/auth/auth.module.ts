/** Accounts (the student rows) and sessions: registration, sign-in (password and OpenID Connect), password reset. */
import type { GatewayModule } from "../../core/module";
import { PasswordResetToken } from "./password-reset-token.entity";
import { RefreshToken } from "./refresh-token.entity";
import { Student } from "./student.entity";

export const authModule: GatewayModule = {
  name: "auth",
  entities: [Student, RefreshToken, PasswordResetToken],
  api: async () => (await import("./auth.api")).api,
};
