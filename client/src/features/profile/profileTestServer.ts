/**
 * A fake profile API over `stubFetch` for page tests: answers the profile calls from a mutable
 * profile, records the updates it receives, and fails whichever calls a test asks it to.
 */
import type { StudentProfile } from "@gradplan/schema";
import { stubFetch } from "../../test/session";
import { SOME_PROGRESS, SOME_STRENGTH } from "./profileFixtures";

export type FakeCall =
  | "get-student-info"
  | "student-profile-strength"
  | "get-student-progress"
  | "update-student-info"
  | "update-student-stats"
  | "shortlist-universities";

export interface FakeProfileServer {
  profile: StudentProfile;
  /** Calls that answer 500 (or 400 with field errors for updates) until removed. */
  failing: Set<FakeCall>;
  /** Bodies of the updates received, in order. */
  updates: { call: FakeCall; body: Record<string, unknown> }[];
  calls: string[];
  suggestions: Record<string, unknown[]>;
}

const failure = (status: number, message: string) =>
  Response.json({ success: false, message }, { status });

export function fakeProfileServer(profile: StudentProfile): FakeProfileServer {
  const server: FakeProfileServer = {
    profile,
    failing: new Set(),
    updates: [],
    calls: [],
    suggestions: {},
  };
  stubFetch((path, init) => {
    const url = new URL(path, "http://localhost");
    const call = url.pathname.split("/")[2] ?? "";
    server.calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
    if (call.startsWith("search-")) return Response.json(server.suggestions[call] ?? []);
    if (server.failing.has(call as FakeCall)) {
      return call.startsWith("update-")
        ? failure(400, "Please check the highlighted fields.")
        : failure(500, "Internal Server Error");
    }
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    switch (call) {
      case "get-student-info":
        return Response.json(server.profile);
      case "student-profile-strength":
        return Response.json(SOME_STRENGTH);
      case "get-student-progress":
        return Response.json(SOME_PROGRESS);
      case "shortlist-universities":
        return Response.json({ success: true });
      case "update-student-info": {
        server.updates.push({ call, body });
        // As the server does, a saved personal section confirms the category.
        const studentInfo = { ...server.profile.studentInfo, ...body, category_confirmed: true };
        server.profile = { ...server.profile, studentInfo };
        return Response.json({ success: true, studentInfo });
      }
      case "update-student-stats": {
        server.updates.push({ call, body });
        const { section: _section, ...stats } = body;
        const studentStats = { ...server.profile.studentStats, ...stats };
        server.profile = { ...server.profile, studentStats };
        return Response.json({ success: true, studentStats });
      }
      default:
        return failure(404, `No fake for ${path}`);
    }
  });
  return server;
}
