/** Community results: sharing, browsing, staff review, and the admit-chance calibration they feed. */
import type { GatewayModule } from "../../core/module";
import { AdmitCalibration, ResultApplication, ResultSubmission } from "./results.entities";

const uses = ["auth", "catalogue", "shortlist", "students"] as const;

declare module "../../core/module" {
  interface DomainUses {
    results: (typeof uses)[number];
  }
}

export const resultsModule: GatewayModule<"results"> = {
  name: "results",
  uses,
  entities: [ResultSubmission, ResultApplication, AdmitCalibration],
  personalData: [
    // Results shared while signed in; the fingerprint only tells duplicates apart, and the
    // network's keyed hash only joins one network's results (trust.ts).
    {
      table: "result_submission",
      by: "student_id",
      leaveOut: ["fingerprint", "undergrad_key", "source_network"],
    },
    {
      table: "result_application",
      by: "parent",
      parent: "result_submission",
      column: "submission_id",
      orderBy: ["submission_id", "position"],
    },
  ],
  api: async () => (await import("./results.api")).api,
};
