import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { Button } from "./Button";
import { Modal } from "./Modal";

function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit profile</Button>
      <Modal
        open={open}
        title="Update Personal Information"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button>Update</Button>
          </>
        }
      >
        <label>
          First name <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  renderWithProviders(<ModalDemo />);
  const opener = screen.getByRole("button", { name: "Edit profile" });
  await user.click(opener);
  return {
    user,
    opener,
    dialog: screen.getByRole("dialog", { name: "Update Personal Information" }),
  };
}

describe("Modal", () => {
  it("is a labelled modal dialog that takes focus", async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("traps Tab and Shift+Tab inside", async () => {
    const { user, dialog } = await openModal();
    const close = screen.getByRole("button", { name: "Close dialog" });
    const update = screen.getByRole("button", { name: "Update" });

    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(update);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(update);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const { user, opener } = await openModal();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes from its close button", async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole("button", { name: "Close dialog" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
