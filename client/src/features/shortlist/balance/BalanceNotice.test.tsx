import { BALANCE_TEXT } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeGraphql } from "../../../test/graphql";
import { renderGraphqlPage } from "../../../test/render";
import { logIn } from "../../../test/session";
import { BalanceNotice } from "./BalanceNotice";

const suggestion = {
  course_id: 7,
  course_name: "MS in Computer Science",
  degree_code: "CS",
  university_id: 42,
  university_name: "Purdue University",
  city: "West Lafayette",
  state: "IN",
  group: "safe",
  category: "very safe",
  admitChances: 86,
  admitRange: { low: 74, high: 93 },
  selectivityDecisions: 412,
  preference_match: 100,
};

function renderNotice(balance: { missing: string[]; suggestions: (typeof suggestion)[] }) {
  logIn();
  fakeGraphql({ balanceSuggestions: () => balance });
  renderGraphqlPage("/", <BalanceNotice />);
}

describe("the balance notice", () => {
  it("says what the list lacks and suggests programs with the model's chance and range", async () => {
    renderNotice({ missing: ["safe"], suggestions: [suggestion] });
    const notice = await screen.findByRole("region", { name: BALANCE_TEXT.heading });
    expect(notice.textContent).toContain(BALANCE_TEXT.missing.safe);
    expect(notice.textContent).not.toContain(BALANCE_TEXT.missing.moderate);
    const [item] = within(notice).getAllByRole("listitem");
    expect(item!.textContent).toContain("Very Safe");
    expect(item!.textContent).toContain("Admit chances 86%");
    expect(item!.textContent).toContain("likely 74-93%");
    expect(item!.textContent).toContain("from 412 reported decisions");
    const link = within(item!).getByRole("link", {
      name: "MS in Computer Science, Purdue University",
    });
    expect(link.getAttribute("href")).toBe(
      "/university-details?universityName=Purdue+University&universityId=42",
    );
  });

  it("says so when nothing in the catalogue would balance it", async () => {
    renderNotice({ missing: ["safe", "moderate"], suggestions: [] });
    const notice = await screen.findByRole("region", { name: BALANCE_TEXT.heading });
    expect(notice.textContent).toContain(BALANCE_TEXT.missing.moderate);
    expect(notice.textContent).toContain(BALANCE_TEXT.none);
  });

  it("shows nothing for a balanced list", async () => {
    logIn();
    const fake = fakeGraphql({ balanceSuggestions: () => ({ missing: [], suggestions: [] }) });
    renderGraphqlPage("/", <BalanceNotice />);
    await waitFor(() => expect(fake.callsOf("balanceSuggestions")).toHaveLength(1));
    expect(screen.queryByRole("region", { name: BALANCE_TEXT.heading })).toBeNull();
  });
});
