import { OWN_DEADLINE_MESSAGES } from "@gradplan/schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { fakeGraphql } from "../../test/graphql";
import { renderWithProviders } from "../../test/render";
import { OWN_DEADLINE_TEXT, OwnDeadline } from "./OwnDeadline";
import { ownDeadlineMachine } from "./ownDeadline.machine";
import { aCourse } from "./shortlistFixtures";

const STUDENT = "8d1c4c1e-5b8a-4c4e-9d35-1f1f6f1b2a10";

describe("a student's own deadline on the shortlist", () => {
  it("saves a date (the course answers with it) and says reminders and calendar use it", async () => {
    const fake = fakeGraphql({
      setOwnDeadline: ({ date }) => ({
        ...aCourse({ own_deadline: date as string }),
        applicationDeadlines: aCourse().applicationDeadlines,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OwnDeadline studentId={STUDENT} course={aCourse()} />);
    expect(screen.getByText(OWN_DEADLINE_TEXT.hint)).not.toBeNull();
    const field = screen.getByLabelText(OWN_DEADLINE_TEXT.label);
    await user.type(field, "2026-12-05");
    await user.click(
      screen.getByRole("button", {
        name: OWN_DEADLINE_TEXT.saveLabel("MS in Computer Science at Stanford University"),
      }),
    );
    await waitFor(() =>
      expect(fake.callsOf("setOwnDeadline")).toEqual([{ courseId: 101, date: "2026-12-05" }]),
    );
    expect(await screen.findByText(OWN_DEADLINE_MESSAGES.saved)).not.toBeNull();
  });

  it("offers Remove once a date is set, and sends null", async () => {
    const fake = fakeGraphql({ setOwnDeadline: () => aCourse() });
    const user = userEvent.setup();
    renderWithProviders(
      <OwnDeadline studentId={STUDENT} course={aCourse({ own_deadline: "2026-12-05" })} />,
    );
    expect(screen.getByText(/You set Dec 5, 2026/)).not.toBeNull();
    await user.click(screen.getByRole("button", { name: /Remove your own deadline/ }));
    await waitFor(() => expect(fake.callsOf("setOwnDeadline")[0]).toMatchObject({ date: null }));
  });

  it("refuses a date that is not real before sending anything", async () => {
    const actor = createActor(ownDeadlineMachine, {
      input: { studentId: STUDENT, courseId: 101, ownDeadline: null },
    }).start();
    actor.send({ type: "ownDeadline.edit", date: "1999-02-01" });
    actor.send({ type: "ownDeadline.save" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.error).toBe(OWN_DEADLINE_MESSAGES.outOfRange);
    // An empty field saves as "no date of my own".
    actor.send({ type: "ownDeadline.edit", date: "" });
    actor.send({ type: "ownDeadline.save" });
    expect(actor.getSnapshot().value).toBe("saving");
    actor.stop();
  });
});
