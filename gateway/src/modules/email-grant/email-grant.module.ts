/** The email access grant (issue 17): the provider round trip, the sealed grant, disconnecting. */
import type { GatewayModule } from "../../core/module";
import { EmailDecision, EmailGrant, EmailSeen } from "./email-grant.entities";

const uses = ["auth", "shortlist"] as const;

declare module "../../core/module" {
  interface DomainUses {
    "email-grant": (typeof uses)[number];
  }
}

export const emailGrantModule: GatewayModule<"email-grant"> = {
  name: "email-grant",
  uses,
  entities: [EmailGrant, EmailDecision, EmailSeen],
  personalData: [
    // The inbox grant: its status and dates; the sealed token never leaves the server.
    { table: "email_grant", by: "student_id", leaveOut: ["sealed_refresh_token"] },
    { table: "email_decision", by: "student_id" },
    { table: "email_seen", by: "student_id" },
  ],
  api: async () => (await import("./email-grant.api")).api,
};
