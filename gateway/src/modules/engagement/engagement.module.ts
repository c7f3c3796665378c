/** Contact messages and feedback. */
import type { GatewayModule } from "../../core/module";
import { ContactMessage, Feedback } from "./engagement.entities";

export const engagementModule: GatewayModule = {
  name: "engagement",
  entities: [ContactMessage, Feedback],
  api: async () => (await import("./engagement.api")).api,
};
