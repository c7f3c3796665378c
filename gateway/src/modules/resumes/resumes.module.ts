/** Resumes: upload, evaluation in the worker, the list and details, and the PDF guides. */
import type { GatewayModule } from "../../core/module";
import { ResumeEntity, ResumeUpload } from "./resume.entities";

export const resumesModule: GatewayModule = {
  name: "resumes",
  entities: [ResumeUpload, ResumeEntity],
  api: async () => (await import("./resumes.api")).api,
};
