/** Account settings: change the password, export every row, delete the account (no tables of its own). */
import type { GatewayModule, ModuleContext } from "../../core/module";

const uses = ["auth", "email", "email-grant"] as const;

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

/** What the account module's code gets of a request: its services and those of its uses. */
export type AccountContext = ModuleContext<"account">;
