/** Contact messages, feedback and the founder's once-only request for it. */
import type { GatewayModule } from "../../core/module";
import { ContactMessage, Feedback, FounderFeedbackPrompt } from "./engagement.entities";

const uses = ["auth", "email"] as const;

declare module "../../core/module" {
  interface DomainUses {
    engagement: (typeof uses)[number];
  }
}

export const engagementModule: GatewayModule<"engagement"> = {
  name: "engagement",
  uses,
  entities: [ContactMessage, Feedback, FounderFeedbackPrompt],
  personalData: [
    // Kept without the student: the rating and text were given as product feedback and name nobody.
    { table: "feedback", by: "student_id", onDelete: "set null" },
    // When the founder's message asked for feedback.
    { table: "founder_feedback_prompt", by: "student_id" },
    { table: "contact_message", by: "email", column: "email" },
  ],
  api: async () => (await import("./engagement.api")).api,
};
