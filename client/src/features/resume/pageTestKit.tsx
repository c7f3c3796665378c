/**
 * Page-test helpers: render /resume-evaluation over a fake backend (the latest resume through
 * fakeGraphql, the .docx upload through a fetch stub, as it stays REST).
 */
import type { Resume } from "@gradplan/schema";
import userEvent from "@testing-library/user-event";
import { type FakeGraphql, fakeGraphql, graphqlError } from "../../test/graphql";
import { renderRoutes, singleRoute } from "../../test/render";
import { logIn, stubFetch } from "../../test/session";
import { founderAskedKey } from "../feedback/founderFeedbackAsked";
import { ResumePage } from "./ResumePage";
import { resumePageMachine } from "./resumePage.machine";

export interface FakeResumeBackend {
  resume: Resume | null;
  /** latestResume fails (as a crash the student is not told about) while true. */
  failLoad: boolean;
  /** What POST /api/evaluate-resume answers; by default a success with `resume`. */
  evaluate: (form: FormData) => Response | Promise<Response>;
  uploads: FormData[];
  /** The GraphQL fake, for the reads' calls. */
  graphql: FakeGraphql;
}

export function fakeResumeBackend(resume: Resume | null): FakeResumeBackend {
  const backend: FakeResumeBackend = {
    resume,
    failLoad: false,
    evaluate: () => Response.json({ success: true, newResume: backend.resume }),
    uploads: [],
    graphql: fakeGraphql({
      latestResume: () => {
        if (backend.failLoad) throw graphqlError("Internal Server Error", "INTERNAL_SERVER_ERROR");
        return backend.resume;
      },
    }),
  };
  stubFetch((path, init) => {
    if (path.startsWith("/api/evaluate-resume/") && init?.body instanceof FormData) {
      backend.uploads.push(init.body);
      return backend.evaluate(init.body);
    }
    return Response.json({ success: false, message: `Unexpected call ${path}` }, { status: 404 });
  });
  return backend;
}

/** Watching for a pending evaluation loads again every 20 ms here, not every 5 s. */
const fastWatch = resumePageMachine.provide({ delays: { watchInterval: 20 } });

export function renderResumePage(
  resume: Resume | null,
  { founderAsked = true, failLoad = false }: { founderAsked?: boolean; failLoad?: boolean } = {},
) {
  const student = logIn();
  // The founder's modal is asked once per student; most tests are about what comes after it.
  if (founderAsked) localStorage.setItem(founderAskedKey(student.student_id), "earlier");
  const server = fakeResumeBackend(resume);
  server.failLoad = failLoad;
  // Files picked in tests are checked by the machine, not filtered by the picker.
  const user = userEvent.setup({ applyAccept: false });
  renderRoutes(
    singleRoute("/resume-evaluation", <ResumePage pageMachine={fastWatch} />),
    "/resume-evaluation",
  );
  return { server, user };
}
