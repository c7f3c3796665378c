/** What the account module's code gets of a request: its services and those of its uses. */
import type { ModuleContext } from "../../core/module";

export type AccountContext = ModuleContext<"account">;
