/**
 * Page-test helpers: render /resume-evaluation over a fake backend (the latest resume, the count
 * of resumes and the founder's prompt through fakeGraphql, the .docx upload through a fetch stub,
 * as it stays REST).
 */
import type { Resume } from "@gradplan/schema";
import userEvent from "@testing-library/user-event";
import { type FakeGraphql, fakeGraphql, graphqlError } from "../../test/graphql";
import { renderGraphqlRoutes, singleRoute } from "../../test/render";
import { logIn, stubFetch } from "../../test/session";
import {
  type FounderFeedbackServer,
  founderFeedbackServer,
} from "../feedback/founderFeedbackTestKit";
import { ResumePage } from "./ResumePage";
import { resumePageMachine } from "./resumePage.machine";

export interface FakeResumeBackend {
  resume: Resume | null;
  /** latestResume fails (as a crash the student is not told about) while true. */
  failLoad: boolean;
  /** What POST /api/evaluate-resume answers; by default a success with `resume`. */
  evaluate: (form: FormData) => Response | Promise<Response>;
  uploads: FormData[];
  /** How many resumes the student has (the `resumes` list's length); by default 0 or 1. */
  count: number | null;
  /** The GraphQL fake, for the reads' calls. */
  graphql: FakeGraphql;
  /** When the founder's message asked each student. */
  founder: FounderFeedbackServer;
}

export function fakeResumeBackend(
  resume: Resume | null,
  founder = founderFeedbackServer(),
): FakeResumeBackend {
  const backend: FakeResumeBackend = {
    resume,
    failLoad: false,
    evaluate: () => Response.json({ success: true, newResume: backend.resume }),
    uploads: [],
    count: null,
    founder,
    graphql: fakeGraphql({
      latestResume: () => {
        if (backend.failLoad) throw graphqlError("Internal Server Error", "INTERNAL_SERVER_ERROR");
        return backend.resume;
      },
      resumes: () =>
        Array.from({ length: backend.count ?? (backend.resume ? 1 : 0) }, (_, i) =>
          i === 0 && backend.resume ? backend.resume : { resume_id: `res_${i}` },
        ),
      ...founder.fields,
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
  {
    founderAsked = true,
    failLoad = false,
    count = null,
  }: { founderAsked?: boolean; failLoad?: boolean; count?: number | null } = {},
) {
  const student = logIn();
  // The founder's modal is asked once per student; most tests are about what comes after it.
  const founder = founderFeedbackServer(
    founderAsked ? { [student.student_id]: "2026-11-01T10:00:00.000Z" } : {},
  );
  const server = fakeResumeBackend(resume, founder);
  server.failLoad = failLoad;
  server.count = count;
  // Files picked in tests are checked by the machine, not filtered by the picker.
  const user = userEvent.setup({ applyAccept: false });
  renderGraphqlRoutes(
    singleRoute("/resume-evaluation", <ResumePage pageMachine={fastWatch} />),
    "/resume-evaluation",
  );
  return { server, user };
}
