import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { FormModalFooter } from "./FormModalFooter";

const labels = { cancel: "Cancel", submit: "Send", busy: "Sending...", close: "Close" };
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

describe("FormModalFooter", () => {
  it("offers Cancel and the form's submit button while the form is open", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <FormModalFooter formId="f" busy={false} labels={labels} onClose={onClose} />,
    );
    expect(button("Send").type).toBe("submit");
    expect(button("Send").getAttribute("form")).toBe("f");
    expect(button("Send").hasAttribute("aria-busy")).toBe(false);
    await userEvent.click(button("Cancel"));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("makes both buttons wait while busy, the submit one saying so", () => {
    renderWithProviders(<FormModalFooter formId="f" busy labels={labels} onClose={() => {}} />);
    expect(button("Cancel").disabled).toBe(true);
    expect(button("Sending...").disabled).toBe(true);
    expect(button("Sending...").getAttribute("aria-busy")).toBe("true");
  });

  it("keeps the submit label while busy when there is no busy label", () => {
    const { cancel, submit } = labels;
    renderWithProviders(
      <FormModalFooter formId="f" busy labels={{ cancel, submit }} onClose={() => {}} />,
    );
    expect(button("Send").disabled).toBe(true);
  });

  it("leaves a lone Close once done", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <FormModalFooter formId="f" busy={false} done labels={labels} onClose={onClose} />,
    );
    expect(screen.getAllByRole("button")).toHaveLength(1);
    await userEvent.click(button("Close"));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
