/**
 * A fake resume API over `stubFetch` for page tests: serves a resume (or none, or a failure) and
 * answers evaluations as a test says, recording the form data each one received.
 */
import type { Resume } from "@gradplan/schema";
import { stubFetch } from "../../test/session";

export interface FakeResumeServer {
  resume: Resume | null;
  /** Answers GET /api/get-resume-data with a 500 while true. */
  failLoad: boolean;
  /** What POST /api/evaluate-resume answers; by default a success with `resume`. */
  evaluate: (form: FormData) => Response | Promise<Response>;
  uploads: FormData[];
  loads: number;
}

export function fakeResumeServer(resume: Resume | null): FakeResumeServer {
  const server: FakeResumeServer = {
    resume,
    failLoad: false,
    evaluate: () => Response.json({ success: true, newResume: server.resume }),
    uploads: [],
    loads: 0,
  };
  stubFetch((path, init) => {
    if (path.startsWith("/api/get-resume-data/")) {
      server.loads += 1;
      if (server.failLoad) {
        return Response.json({ success: false }, { status: 500 });
      }
      return Response.json(server.resume);
    }
    if (path.startsWith("/api/evaluate-resume/") && init?.body instanceof FormData) {
      server.uploads.push(init.body);
      return server.evaluate(init.body);
    }
    return Response.json({ success: false, message: `Unexpected call ${path}` }, { status: 404 });
  });
  return server;
}
