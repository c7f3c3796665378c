/** Statements of purpose: the list, generation and evaluation in the worker, the .docx download. */
import type { GatewayModule } from "../../core/module";
import { SopEntity, SopSubmission } from "./sop.entities";

const uses = ["auth", "resumes"] as const;

declare module "../../core/module" {
  interface DomainUses {
    sops: (typeof uses)[number];
  }
}

export const sopsModule: GatewayModule<"sops"> = {
  name: "sops",
  uses,
  entities: [SopEntity, SopSubmission],
  personalData: [
    { table: "sop", by: "student_id" },
    // As a resume upload's: a file still waiting for the worker is not read back.
    { table: "sop_submission", by: "student_id", leaveOut: ["file"] },
  ],
  api: async () => (await import("./sops.api")).api,
};
