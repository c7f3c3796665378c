import { DEFAULT_PREFERENCES, ROUTES, type ShortlistingPreferences } from "@gradplan/schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { toasts } from "../../test/page";
import { LocationProbe, renderGraphqlPage } from "../../test/render";
import { logIn } from "../../test/session";
import { PreferencesSection } from "./PreferencesSection";
import { PREFERENCES_TEXT as T, weatherChoice } from "./preferencesText";

const STUDENT = "st_1001";

/** The section over a fake API keeping what was saved; `failSave` refuses every save. */
function open(at: string = ROUTES.universityShortlisting, failSave = false) {
  logIn({ student_id: STUDENT });
  let stored: (ShortlistingPreferences & { saved: boolean }) | null = null;
  const fake = fakeGraphql({
    shortlistingPreferences: () => stored ?? { ...DEFAULT_PREFERENCES, saved: false },
    editPreferences: (args) => {
      if (failSave) throw graphqlError("tuition must go from a smaller to a larger number.");
      stored = { ...(args.preferences as ShortlistingPreferences), saved: true };
      return stored;
    },
  });
  renderGraphqlPage(
    ROUTES.universityShortlisting,
    <>
      <PreferencesSection studentId={STUDENT} />
      <LocationProbe />
    </>,
    at,
  );
  return fake;
}

const section = () => screen.findByRole("region", { name: T.heading });
const editor = () => screen.findByRole("dialog", { name: T.editorTitle });

describe("shortlisting preferences on the shortlist screen", () => {
  it("asks a student who never saved any, and saves what they choose", async () => {
    const fake = open();
    const user = userEvent.setup();
    const area = await section();
    await within(area).findByText(T.notSet);
    await user.click(within(area).getByRole("button", { name: T.set }));

    const dialog = await editor();
    // 'No preference' is the default weather and stands alone.
    expect(within(dialog).getByRole("checkbox", { name: "No preference" })).toHaveProperty(
      "checked",
      true,
    );
    await user.click(within(dialog).getByRole("checkbox", { name: "Warm" }));
    expect(within(dialog).getByRole("checkbox", { name: "No preference" })).toHaveProperty(
      "checked",
      false,
    );
    await user.type(within(dialog).getByLabelText("Search states"), "Washington{Enter}");
    // jsdom moves no range input by keys: the slider's change, as the browser reports it.
    fireEvent.change(within(dialog).getByLabelText(T.maxTuition), { target: { value: "80000" } });
    await user.click(within(dialog).getByRole("button", { name: T.save }));

    await within(toasts()).findByText(T.saved);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fake.callsOf("editPreferences")).toEqual([
      {
        preferences: {
          tuition: [0, 80000],
          course_ranking: DEFAULT_PREFERENCES.course_ranking,
          location: ["WA"],
          weather: ["Warm"],
        },
      },
    ]);
    // The summary replaces the prompt once saved.
    const summary = await section();
    await within(summary).findByText("Washington");
    expect(within(summary).getByText("$0 – $80,000")).not.toBeNull();
    expect(within(summary).getByRole("button", { name: T.edit })).not.toBeNull();
  });

  it("opens the editor when the search's link asked for it, and drops the request from the URL", async () => {
    const fake = open(`${ROUTES.universityShortlisting}?preferences=edit&sort=category`);
    const dialog = await editor();
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        `${ROUTES.universityShortlisting}?sort=category`,
      ),
    );
    // Cancel keeps what was there and sends nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fake.callsOf("editPreferences")).toEqual([]);
  });

  it("keeps the draft and says why when the save is refused", async () => {
    open(ROUTES.universityShortlisting, true);
    const user = userEvent.setup();
    await user.click(await within(await section()).findByRole("button", { name: T.set }));
    const dialog = await editor();
    await user.click(within(dialog).getByRole("checkbox", { name: "Cold" }));
    await user.click(within(dialog).getByRole("button", { name: T.save }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "tuition must go from a smaller to a larger number.",
    );
    expect(within(dialog).getByRole("checkbox", { name: "Cold" })).toHaveProperty("checked", true);
  });
});

describe("preferences that cannot be read", () => {
  it("say so in the spec's words, and read again on retry", async () => {
    logIn({ student_id: STUDENT });
    let fail = true;
    fakeGraphql({
      shortlistingPreferences: () => {
        if (fail) throw graphqlError("down", "INTERNAL_SERVER_ERROR");
        return { ...DEFAULT_PREFERENCES, saved: false };
      },
    });
    renderGraphqlPage(ROUTES.universityShortlisting, <PreferencesSection studentId={STUDENT} />);
    expect(await screen.findByText("Error fetching student preferences")).not.toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: T.retry }));
    expect(await screen.findByRole("button", { name: T.set })).not.toBeNull();
    expect(screen.queryByText("Error fetching student preferences")).toBeNull();
  });
});

describe("the weather boxes", () => {
  it("keep 'No preference' alone, and fall back to it when nothing is chosen", () => {
    expect(weatherChoice(["NP"], ["NP", "Hot"])).toEqual(["Hot"]);
    expect(weatherChoice(["Hot", "Cold"], ["Hot", "Cold", "NP"])).toEqual(["NP"]);
    expect(weatherChoice(["Hot"], [])).toEqual(["NP"]);
    expect(weatherChoice(["Hot"], ["Hot", "Warm"])).toEqual(["Hot", "Warm"]);
  });
});
