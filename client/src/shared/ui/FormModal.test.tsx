import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { FormModal, type FormModalProps } from "./FormModal";

const labels = { cancel: "Cancel", submit: "Send", busy: "Sending...", close: "Close" };
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });
const renderModal = (props: Partial<FormModalProps> = {}) => {
  const onClose = vi.fn();
  renderWithProviders(
    <FormModal
      open
      title="Tell us"
      formId="f"
      busy={false}
      labels={labels}
      onClose={onClose}
      {...props}
    >
      <form id="f" />
    </FormModal>,
  );
  return onClose;
};

describe("FormModal", () => {
  it("offers Cancel and the form's submit button while the form is open", async () => {
    const onClose = renderModal();
    expect(button("Send").type).toBe("submit");
    expect(button("Send").getAttribute("form")).toBe("f");
    expect(button("Send").hasAttribute("aria-busy")).toBe(false);
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    await userEvent.click(button("Cancel"));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("makes both buttons wait while busy, the submit one saying so", () => {
    renderModal({ busy: true });
    expect(button("Cancel").disabled).toBe(true);
    expect(button("Sending...").disabled).toBe(true);
    expect(button("Sending...").getAttribute("aria-busy")).toBe("true");
  });

  it("keeps the submit label while busy when there is no busy label", () => {
    renderModal({ busy: true, labels: { cancel: "Cancel", submit: "Send" } });
    expect(button("Send").disabled).toBe(true);
  });

  it("leaves a lone Close once done, closing like the dialog's own close button", async () => {
    const onClose = renderModal({ done: true });
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    await userEvent.click(button("Close"));
    await userEvent.click(button("Close dialog"));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
