/** Staff API keys, for internal tools reading the GraphQL API. */
import type { GatewayModule } from "../../core/module";
import { StaffApiKey } from "./staff-api-key.entity";

export const staffModule: GatewayModule = { name: "staff", entities: [StaffApiKey] };
