/** What the resumes module's code gets of a request: its services and those of its uses. */
import type { ModuleContext } from "../../core/module";

export type ResumesContext = ModuleContext<"resumes">;
