/** The email access grant (issue 17): the provider round trip, the sealed grant, disconnecting. */
import type { GatewayModule } from "../../core/module";
import { EmailDecision, EmailGrant, EmailSeen } from "./email-grant.entities";

export const emailGrantModule: GatewayModule = {
  name: "email-grant",
  entities: [EmailGrant, EmailDecision, EmailSeen],
  api: async () => (await import("./email-grant.api")).api,
};
