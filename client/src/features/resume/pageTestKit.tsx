/** Page-test helpers: render /resume-evaluation over the fake API, and read cards and colours. */
import type { Resume } from "@gradplan/schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { renderRoutes, singleRoute } from "../../test/render";
import { logIn } from "../../test/session";
import { founderAskedKey } from "../feedback/founderFeedbackAsked";
import { ResumePage } from "./ResumePage";
import { resumePageMachine } from "./resumePage.machine";
import { fakeResumeServer } from "./resumeTestServer";

/** Watching for a pending evaluation loads again every 20 ms here, not every 5 s. */
const fastWatch = resumePageMachine.provide({ delays: { watchInterval: 20 } });

export function renderResumePage(
  resume: Resume | null,
  { founderAsked = true, failLoad = false }: { founderAsked?: boolean; failLoad?: boolean } = {},
) {
  const student = logIn();
  // The founder's modal is asked once per student; most tests are about what comes after it.
  if (founderAsked) localStorage.setItem(founderAskedKey(student.student_id), "earlier");
  const server = fakeResumeServer(resume);
  server.failLoad = failLoad;
  // Files picked in tests are checked by the machine, not filtered by the picker.
  const user = userEvent.setup({ applyAccept: false });
  renderRoutes(
    singleRoute("/resume-evaluation", <ResumePage pageMachine={fastWatch} />),
    "/resume-evaluation",
  );
  return { server, user };
}

/** A card once the resume has loaded (skeletons carry the same names meanwhile). */
export async function card(name: string) {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return screen.getByRole("region", { name });
}

export const toasts = () => screen.getByRole("status", { name: "Notifications" });

/** The computed form of a colour, as jsdom reports `element.style.color`. */
export function cssColor(hex: string): string {
  const probe = document.createElement("span");
  probe.style.color = hex;
  return probe.style.color;
}
