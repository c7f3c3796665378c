import { ApolloClient, gql, InMemoryCache } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, logIn, stubFetch, unauthorized } from "../../test/session";
import { REFRESH_PATH } from "../rest/tokenRefresh";
import { registerLoginRedirect } from "../session/loginRedirect";
import { SESSION_STORAGE_KEY } from "../session/session";
import { createApolloLink } from "./client";

const PING = gql`
  query Ping($n: Int!) {
    ping(n: $n)
  }
`;

function newClient() {
  return new ApolloClient({ link: createApolloLink(), cache: new InMemoryCache() });
}

function ping(client: ApolloClient, n: number) {
  return client.query<{ ping: number }>({ query: PING, variables: { n }, fetchPolicy: "no-cache" });
}

type Refusal = "status" | "graphql";

/** /graphql refuses (with a 401 or an UNAUTHENTICATED error) until the refresh succeeds. */
function expiredAccessServer(refusal: Refusal, refreshOk = true) {
  let refreshed = false;
  return stubFetch(async (path, init) => {
    if (path === REFRESH_PATH) {
      refreshed = refreshOk;
      return refreshOk ? Response.json({ success: true }) : unauthorized();
    }
    const { variables } = JSON.parse(String(init?.body)) as { variables: { n: number } };
    if (refreshed) return Response.json({ data: { ping: variables.n } });
    if (refusal === "status") return unauthorized();
    return Response.json({
      data: null,
      errors: [{ message: "Please log in.", extensions: { code: "UNAUTHENTICATED" } }],
    });
  });
}

describe("the Apollo auth retry link", () => {
  const redirect = vi.fn();
  let unregister = () => {};
  afterEach(() => {
    unregister();
    redirect.mockReset();
  });

  it.each<Refusal>(["status", "graphql"])(
    "refreshes once for concurrent refusals (%s) and retries each operation",
    async (refusal) => {
      unregister = registerLoginRedirect(redirect);
      const fetchMock = expiredAccessServer(refusal);
      const client = newClient();
      const results = await Promise.all([1, 2, 3].map((n) => ping(client, n)));
      expect(results.map((result) => result.data?.ping)).toEqual([1, 2, 3]);
      expect(callsTo(fetchMock, REFRESH_PATH)).toBe(1);
      expect(callsTo(fetchMock, "/graphql")).toBe(6);
      expect(redirect).not.toHaveBeenCalled();
    },
  );

  it("clears the session and goes to /login when the refresh fails", async () => {
    unregister = registerLoginRedirect(redirect);
    logIn();
    const fetchMock = expiredAccessServer("status", false);
    await expect(ping(newClient(), 1)).rejects.toThrow();
    expect(callsTo(fetchMock, "/graphql")).toBe(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it("does not retry a second time when the retried operation is refused again", async () => {
    unregister = registerLoginRedirect(redirect);
    const fetchMock = stubFetch((path) =>
      path === REFRESH_PATH ? Response.json({ success: true }) : unauthorized(),
    );
    await expect(ping(newClient(), 1)).rejects.toThrow();
    expect(callsTo(fetchMock, "/graphql")).toBe(2);
    expect(callsTo(fetchMock, REFRESH_PATH)).toBe(1);
  });
});
