/** Test kit: the details page under the app's GraphQL layout, and the university it shows. */
import { buildSchema, execute, parse } from "graphql";
import { StrictMode } from "react";
import sdl from "../../../../gateway/schema.graphql?raw";
import { createApolloClient, setApolloClient } from "../../shared/graphql/client";
import type { RootField } from "../../test/graphql";
import { renderGraphqlPage } from "../../test/render";
import { stubFetch } from "../../test/session";
import { UniversityDetailsPage } from "./UniversityDetailsPage";

export const STANFORD = {
  universityId: 42,
  name: "Stanford University",
  city: "Stanford",
  state: "CA",
  website: "https://www.stanford.edu/",
  applicationUrl: "https://gradadmissions.stanford.edu/apply",
  universityType: "Private",
  control: "Private nonprofit",
  // The undergraduate rate: never shown as a program's.
  acceptanceRate: 3.9,
  tuition: 62484,
  tuitionInState: 62484,
  researchTier: "R1",
  climate: "Warm",
  courseCount: 11,
};

export const STANFORD_LINK = "?universityName=Stanford+University&universityId=42";

/** Renders /university-details`search` (call fakeGraphql first); `strict` as in the app's dev build. */
export function renderDetailsPage(search = STANFORD_LINK, { strict = false } = {}) {
  const page = strict ? (
    <StrictMode>
      <UniversityDetailsPage />
    </StrictMode>
  ) : (
    <UniversityDetailsPage />
  );
  return renderGraphqlPage("/university-details", page, `/university-details${search}`);
}

const schema = buildSchema(sdl);

/**
 * The app's real Apollo client over HTTP, answered by `fields` after a moment, with aborts
 * honoured as a browser's fetch honours them (fakeGraphql's link ignores them).
 */
export function serveGraphqlOverHttp(fields: Record<string, RootField>): void {
  setApolloClient(createApolloClient());
  stubFetch(
    (_path, init) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("The request was aborted.", "AbortError")),
        );
        const { query, variables } = JSON.parse(String(init?.body)) as {
          query: string;
          variables: Record<string, unknown>;
        };
        setTimeout(async () => {
          const document = parse(query);
          const result = await execute({
            schema,
            document,
            variableValues: variables,
            rootValue: fields,
          });
          resolve(Response.json(result));
        }, 20);
      }),
  );
}
