/** Statements of purpose: the list, generation and evaluation in the worker, the .docx download. */
import type { GatewayModule } from "../../core/module";
import { SopEntity, SopSubmission } from "./sop.entities";

export const sopsModule: GatewayModule = {
  name: "sops",
  entities: [SopEntity, SopSubmission],
  api: async () => (await import("./sops.api")).api,
};
