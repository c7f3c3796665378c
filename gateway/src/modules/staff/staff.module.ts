/** Staff API keys, for internal tools reading the GraphQL API. */
import type { GatewayModule } from "../../core/module";
import { StaffApiKey } from "./staff-api-key.entity";

const uses = [] as const;

declare module "../../core/module" {
  interface DomainUses {
    staff: (typeof uses)[number];
  }
}

export const staffModule: GatewayModule<"staff"> = { name: "staff", uses, entities: [StaffApiKey] };
