/**
 * Account settings: change the password, export and delete the account's rows (no tables of its
 * own: the domains declare theirs in `personalData`, and the wiring hands the list to it).
 */
import type { GatewayModule } from "../../core/module";

const uses = ["auth", "email-grant"] as const;

declare module "../../core/module" {
  interface DomainUses {
    account: (typeof uses)[number];
  }
}

export const accountModule: GatewayModule<"account"> = {
  name: "account",
  uses,
  api: async () => (await import("./account.api")).api,
};
