import { CALLBACK_MESSAGES } from "@gradplan/schema";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/routes";
import { renderRoutes } from "../../test/render";

async function messageAt(path: string) {
  renderRoutes(routes, path);
  await screen.findByRole("link", { name: "Back to home" });
  return screen.getByRole("main").textContent ?? "";
}

describe("/callback-error", () => {
  it.each([
    ["?error=GRANTCANCEL", CALLBACK_MESSAGES.GRANTCANCEL],
    ["?error=EMAILSCOPENOTGRANTED", CALLBACK_MESSAGES.EMAILSCOPENOTGRANTED],
    ["?error=SOMETHINGELSE", CALLBACK_MESSAGES.unknown],
    ["?error=grantcancel", CALLBACK_MESSAGES.unknown],
    ["", CALLBACK_MESSAGES.unknown],
  ])("for %s shows %s", async (query, message) => {
    expect(await messageAt(`/callback-error${query}`)).toContain(message);
  });

  it("links back home", async () => {
    renderRoutes(routes, "/callback-error?error=GRANTCANCEL");
    const home = await screen.findByRole("link", { name: "Back to home" });
    expect(home.getAttribute("href")).toBe("/");
  });
});

describe("/callback-success", () => {
  it.each([
    ["?success=EMAILGRANTSUCCESS", CALLBACK_MESSAGES.EMAILGRANTSUCCESS],
    ["?success=NOPE", CALLBACK_MESSAGES.unknown],
    ["", CALLBACK_MESSAGES.unknown],
  ])("for %s shows %s", async (query, message) => {
    expect(await messageAt(`/callback-success${query}`)).toContain(message);
  });

  it("points to the account settings, where the access can be revoked, only after a grant", async () => {
    renderRoutes(routes, "/callback-success?success=EMAILGRANTSUCCESS");
    const settings = await screen.findByRole("link", { name: "Account Settings" });
    expect(settings.getAttribute("href")).toBe("/account-settings");
  });
});
