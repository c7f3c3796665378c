import { buildSchema, graphql } from "graphql";
import { describe, expect, it } from "vitest";
import sdl from "../../../../gateway/schema.graphql?raw";
import { GraphqlFailure } from "../../shared/graphql/failure";
import { stubFetch } from "../../test/session";
import { searchUniversities } from "./catalogueApi";

const schema = buildSchema(sdl);
const MIT = { universityId: 1, universityName: "Massachusetts Institute of Technology" };

/** /graphql as the gateway answers it: the posted text runs against the real schema. */
function graphqlServer(searchUniversities: (args: { searchQuery: string }) => unknown) {
  return stubFetch(async (path, init) => {
    if (path !== "/graphql") return new Response("Not found", { status: 404 });
    const { query, variables } = JSON.parse(String(init?.body));
    const result = await graphql({
      schema,
      source: query,
      variableValues: variables,
      rootValue: { searchUniversities },
    });
    return Response.json(JSON.parse(JSON.stringify(result)));
  });
}

describe("the navbar's suggestions over GraphQL without Apollo", () => {
  it("posts the SearchUniversities operation and answers the suggestions", async () => {
    const asked: string[] = [];
    const fetchMock = graphqlServer(({ searchQuery }) => {
      asked.push(searchQuery);
      return [{ ...MIT, __typename: "UniversitySuggestionType" }];
    });
    expect(await searchUniversities("massachu")).toEqual([MIT]);
    expect(asked).toEqual(["massachu"]);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("fails with the server's message and code when the query is refused", async () => {
    graphqlServer(() => {
      throw new Error("Search text is too long.");
    });
    const failure = await searchUniversities("x").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphqlFailure);
    expect((failure as GraphqlFailure).message).toBe("Search text is too long.");
  });

  it("fails as a network failure when a proxy answers with a page", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const failure = await searchUniversities("mit").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphqlFailure);
    expect((failure as GraphqlFailure).code).toBe("NETWORK");
    expect((failure as GraphqlFailure).isForStudent).toBe(false);
  });
});
