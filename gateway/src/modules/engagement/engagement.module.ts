/** Contact messages, feedback and the founder's once-only request for it. */
import type { GatewayModule } from "../../core/module";
import { ContactMessage, Feedback, FounderFeedbackPrompt } from "./engagement.entities";

export const engagementModule: GatewayModule = {
  name: "engagement",
  entities: [ContactMessage, Feedback, FounderFeedbackPrompt],
  api: async () => (await import("./engagement.api")).api,
};
