import { SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeGraphql } from "../../test/graphql";
import { renderGraphqlPage } from "../../test/render";
import { logIn } from "../../test/session";
import { ChancesLine } from "./ChancesLine";

/** A card's line on a data page, for a student whose profile lacks what `need` says. */
function renderLine(need: string[], category = "NA") {
  logIn();
  const fake = fakeGraphql({ chancesNeed: () => need });
  renderGraphqlPage("/", <ChancesLine category={category} admitChances={0} />);
  return fake;
}

describe("a chance before the profile has what it needs", () => {
  it("invites a brand-new student to the tests form instead of 'requirements not met'", async () => {
    const fake = renderLine(["GPA", "English test", "GRE"]);
    const invitation = await screen.findByRole("link", {
      name: "Add your GPA and tests to see your chances",
    });
    expect(invitation.getAttribute("href")).toBe("/profile?edit=tests");
    expect(screen.queryByText(SEARCH_PAGE_MESSAGES.notMet)).toBeNull();
    expect(fake.callsOf("chancesNeed")).toEqual([{}]);
  });

  it("shows the model's answer once the profile has it, NA included", async () => {
    const fake = renderLine([]);
    expect(await screen.findByText(SEARCH_PAGE_MESSAGES.notMet)).not.toBeNull();
    expect(fake.callsOf("chancesNeed")).toHaveLength(1);
    expect(screen.queryByRole("link", { name: /Add your GPA/ })).toBeNull();
  });
});
