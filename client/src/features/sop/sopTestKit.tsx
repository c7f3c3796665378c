/**
 * Page-test helpers: render /sop-evaluation over a fake backend (the SOPs through fakeGraphql on
 * the real SDL; the .docx upload through a fetch stub, as it stays REST), with fast watches.
 */
import { SOP_LIMIT, SOP_MESSAGES, type SopDetails } from "@gradplan/schema";
import userEvent from "@testing-library/user-event";
import { type FakeGraphql, fakeGraphql, graphqlError } from "../../test/graphql";
import { renderGraphqlPage } from "../../test/render";
import { logIn, stubFetch } from "../../test/session";
import { SopPage } from "./SopPage";
import { anEvaluation, summaryOf } from "./sopFixtures";
import { sopWatchMachine } from "./sopWatch.machine";

type Args = Record<string, unknown>;
interface Write {
  success: boolean;
  message: string;
  newSOP: SopDetails | null;
}

export interface FakeSopBackend {
  /** The stored SOPs, newest first. */
  sops: SopDetails[];
  /** The list read fails (as a crash the student is not told about) while true. */
  failList: boolean;
  /** What evaluateSop answers; by default it stores and evaluates the text. */
  evaluate: (input: Args) => Write | Promise<Write>;
  /** What generateSop answers; by default it stores a draft of the answers. */
  generate: (input: Args) => Write | Promise<Write>;
  /** What POST /api/evaluate-sop answers; by default a success storing an evaluated SOP. */
  upload: (form: FormData) => Response | Promise<Response>;
  uploads: FormData[];
  graphql: FakeGraphql;
}

let nextId = 100;

/** What the server would store for `input`: a new SOP, or `sop_id`'s with its text replaced. */
function stored(backend: FakeSopBackend, input: Args, patch: Partial<SopDetails>) {
  const existing = backend.sops.find((sop) => sop.sop_id === input.sop_id);
  const sop: SopDetails = {
    sop_id: existing?.sop_id ?? `sop_${nextId++}`,
    sop_name: String(input.sop_name),
    university_name: (input.universityName as string | null) ?? null,
    course_name: (input.courseName as string | null) ?? null,
    word_count: 640,
    sop_overall_score: 82,
    origin: "pasted",
    created_at: existing?.created_at ?? "2026-11-25T09:00:00.000Z",
    updated_at: "2026-11-25T09:00:00.000Z",
    text: String(input.text ?? ""),
    evaluated_at: "2026-11-25T09:00:00.000Z",
    evaluation: anEvaluation(),
    ...patch,
  };
  backend.sops = existing
    ? backend.sops.map((s) => (s.sop_id === sop.sop_id ? sop : s))
    : [sop, ...backend.sops];
  return sop;
}

export function fakeSopBackend(sops: SopDetails[]): FakeSopBackend {
  const backend: FakeSopBackend = {
    sops,
    failList: false,
    evaluate: (input) => {
      if (!input.sop_id && backend.sops.length >= SOP_LIMIT) {
        throw graphqlError(SOP_MESSAGES.limitReached, "CONFLICT");
      }
      return { success: true, message: SOP_MESSAGES.evaluated, newSOP: stored(backend, input, {}) };
    },
    generate: (input) => {
      const answers = input.answers as Record<string, string>;
      const draft = stored(backend, input, {
        origin: "generated",
        text: `${answers.whyField ?? ""}\n\n[Add a paragraph on a project that shaped you.]`,
        sop_overall_score: null,
        evaluated_at: null,
        evaluation: null,
      });
      return { success: true, message: SOP_MESSAGES.generated, newSOP: draft };
    },
    upload: (form) => {
      const input = Object.fromEntries(form.entries());
      const sop = stored(backend, input, { origin: "uploaded", text: "Text of the .docx." });
      return Response.json({ success: true, message: SOP_MESSAGES.evaluated, newSOP: sop });
    },
    uploads: [],
    graphql: fakeGraphql({
      sops: () => {
        if (backend.failList) throw graphqlError("Internal Server Error", "INTERNAL_SERVER_ERROR");
        return backend.sops.map(summaryOf);
      },
      sop: ({ sopId }) => {
        const sop = backend.sops.find((s) => s.sop_id === sopId);
        if (!sop) throw graphqlError(SOP_MESSAGES.notFound, "NOT_FOUND");
        return sop;
      },
      evaluateSop: ({ input }) => backend.evaluate(input as Args),
      generateSop: ({ input }) => backend.generate(input as Args),
      deleteSop: ({ sopId }) => {
        backend.sops = backend.sops.filter((s) => s.sop_id !== sopId);
        return true;
      },
      studentProfileStrength: () => ({
        abScore: 80,
        sop_overall_score: backend.sops[0]?.sop_overall_score ?? null,
        resume_overall_score: null,
      }),
    }),
  };
  stubFetch((path, init) => {
    if (path.startsWith("/api/evaluate-sop/") && init?.body instanceof FormData) {
      backend.uploads.push(init.body);
      return backend.upload(init.body);
    }
    return Response.json({ success: false, message: `Unexpected call ${path}` }, { status: 404 });
  });
  return backend;
}

/** Watching for pending work reads the list every 20 ms here, not every 5 s. */
const fastWatch = sopWatchMachine.provide({ delays: { watchInterval: 20 } });

export function renderSopPage(sops: SopDetails[], { failList = false } = {}) {
  logIn();
  const server = fakeSopBackend(sops);
  server.failList = failList;
  // Files picked in tests are checked by the machine, not filtered by the picker.
  const user = userEvent.setup({ applyAccept: false });
  renderGraphqlPage("/sop-evaluation", <SopPage watchMachine={fastWatch} />);
  return { server, user };
}
