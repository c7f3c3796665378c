/** Resumes: upload, evaluation in the worker, the list and details, and the PDF guides. */
import type { GatewayModule } from "../../core/module";
import { ResumeEntity, ResumeUpload } from "./resume.entities";

const uses = ["auth"] as const;

declare module "../../core/module" {
  interface DomainUses {
    resumes: (typeof uses)[number];
  }
}

export const resumesModule: GatewayModule<"resumes"> = {
  name: "resumes",
  uses,
  entities: [ResumeUpload, ResumeEntity],
  personalData: [
    { table: "resume", by: "student_id" },
    // The uploaded file is erased once evaluated; a pending one is not the student's data to read back.
    { table: "resume_upload", by: "student_id", leaveOut: ["file"] },
  ],
  api: async () => (await import("./resumes.api")).api,
};
