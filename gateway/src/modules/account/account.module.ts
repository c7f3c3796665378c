/** Account settings: change the password, export every row, delete the account (no tables of its own). */
import type { GatewayModule } from "../../core/module";

export const accountModule: GatewayModule = {
  name: "account",
  api: async () => (await import("./account.api")).api,
};
