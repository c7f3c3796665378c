/** Community results: sharing, browsing, staff review, and the admit-chance calibration they feed. */
import type { GatewayModule } from "../../core/module";
import { AdmitCalibration, ResultApplication, ResultSubmission } from "./results.entities";

export const resultsModule: GatewayModule = {
  name: "results",
  entities: [ResultSubmission, ResultApplication, AdmitCalibration],
  api: async () => (await import("./results.api")).api,
};
