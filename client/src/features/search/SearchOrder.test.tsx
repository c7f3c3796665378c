import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { logIn } from "../../test/session";
import {
  answer,
  aResult,
  fakeSearchApi,
  loadSearchPage,
  openSearchPage,
  withChances,
} from "./searchFixtures";

beforeAll(loadSearchPage, 30_000);

const results = () => screen.getByRole("region", { name: "Results" });

describe("the search page's name field and sort control", () => {
  it("a visitor is not offered chance (it is a student's own) but can sort by tuition", async () => {
    const { calls } = fakeSearchApi(() => answer([aResult()]));
    await openSearchPage();
    const sort = await within(results()).findByRole("combobox", { name: "Sort by" });
    expect(within(sort).queryByRole("option", { name: "Chance: high to low" })).toBeNull();
    await userEvent.setup().selectOptions(sort, "Tuition: low to high");
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: "tuition", page: 1 }));
  });

  it("a student sorts by chance and finds a name: each asks the server again", async () => {
    logIn();
    const { calls } = fakeSearchApi(() => answer([withChances(aResult(), "safe", 80)], 25));
    await openSearchPage();
    await waitFor(() => expect(calls).toHaveLength(1));
    const user = userEvent.setup();

    const sort = within(results()).getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Best match",
      "Chance: high to low",
      "Tuition: low to high",
      "Program size: largest first",
    ]);
    await user.selectOptions(sort, "Chance: high to low");
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: "chance", page: 1, name: "" }));

    const name = within(results()).getByRole("searchbox", { name: "University or program name" });
    await user.type(name, "Georgia Tech {Enter}");
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ sort: "chance", page: 1, name: "Georgia Tech" }),
    );
    expect(within(results()).getByRole("combobox", { name: "Sort by" })).toHaveProperty(
      "value",
      "chance",
    );

    // The Search button does the same.
    await user.clear(name);
    await user.type(name, "Purdue");
    await user.click(within(results()).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ name: "Purdue", sort: "chance" }));
  });
});
