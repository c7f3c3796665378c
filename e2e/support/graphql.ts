/** What the app's GraphQL traffic answered, as a test waits for it. */
import type { Page } from "@playwright/test";

/** The next answer of the app's `operationName` operation on /graphql, parsed. */
export async function graphqlAnswer<T>(page: Page, operationName: string): Promise<T> {
  const response = await page.waitForResponse((r) => {
    if (!r.url().endsWith("/graphql") || r.request().method() !== "POST") return false;
    const body = r.request().postDataJSON() as { operationName?: string } | null;
    return body?.operationName === operationName;
  });
  const { data } = (await response.json()) as { data: T };
  return data;
}
