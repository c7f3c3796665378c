import { TOAST_AUTO_CLOSE_MS } from "@gradplan/schema";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { Modal } from "./Modal";
import { ToastOutlet } from "./ToastOutlet";
import { useToast } from "./toastContext";

function ToastButtons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success("Profile updated successfully")}>
        success
      </button>
      <button type="button" onClick={() => toast.error("Failed to update profile")}>
        error
      </button>
    </>
  );
}

/** A page with the layout's strip and a dialog that can open over it. */
function PageWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <header data-testid="header">
        <ToastOutlet />
      </header>
      <ToastButtons />
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} title="Edit" onClose={() => setOpen(false)}>
        <ToastButtons />
      </Modal>
    </>
  );
}

describe("Toast", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("announces a toast and closes it by itself after 4 s", () => {
    renderWithProviders(<ToastButtons />);
    fireEvent.click(screen.getByRole("button", { name: "success" }));

    const region = screen.getByRole("status", { name: "Notifications" });
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toContain("Profile updated successfully");

    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.queryByText("Profile updated successfully")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Profile updated successfully")).toBeNull();
  });

  it("closes a toast from its close button, leaving the others", () => {
    renderWithProviders(<ToastButtons />);
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    fireEvent.click(screen.getByRole("button", { name: "error" }));

    const [first] = screen.getAllByRole("button", { name: "Close notification" });
    fireEvent.click(first as HTMLElement);
    expect(screen.queryByText("Profile updated successfully")).toBeNull();
    expect(screen.queryByText("Failed to update profile")).not.toBeNull();
  });

  it("times each toast from its own appearance", () => {
    renderWithProviders(<ToastButtons />);
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole("button", { name: "error" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Profile updated successfully")).toBeNull();
    expect(screen.queryByText("Failed to update profile")).not.toBeNull();
  });

  it("Escape closes the newest toast, from anywhere but an open dialog", () => {
    renderWithProviders(<ToastButtons />);
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    fireEvent.click(screen.getByRole("button", { name: "error" }));

    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByText("Failed to update profile")).toBeNull();
    expect(screen.queryByText("Profile updated successfully")).not.toBeNull();

    // A modal dialog keeps its Escape, unless focus is on the toast itself.
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByText("Profile updated successfully")).not.toBeNull();
    const close = screen.getByRole("button", { name: "Close notification" });
    close.focus();
    fireEvent.keyDown(close, { key: "Escape" });
    expect(screen.queryByText("Profile updated successfully")).toBeNull();
    dialog.remove();
  });

  it("its close button is a keyboard-reachable button that says Escape closes it", () => {
    renderWithProviders(<ToastButtons />);
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    const close = screen.getByRole("button", { name: "Close notification" });
    expect(close.tagName).toBe("BUTTON");
    expect(close.getAttribute("aria-keyshortcuts")).toBe("Escape");
    expect(close.tabIndex).toBe(0);
  });

  it("does not close while the pointer or focus is on it", () => {
    renderWithProviders(<ToastButtons />);
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    const item = screen.getByText("Profile updated successfully").closest("li") as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 2));
    expect(screen.queryByText("Profile updated successfully")).not.toBeNull();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS));
    expect(screen.queryByText("Profile updated successfully")).toBeNull();
  });

  it("shows in the layout's strip, and in an open dialog's while one is open", () => {
    renderWithProviders(<PageWithDialog />);
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    const header = screen.getByTestId("header");
    expect(within(header).getByText("Profile updated successfully")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "open" }));
    const dialog = screen.getByRole("dialog", { name: "Edit" });
    expect(within(dialog).getByText("Profile updated successfully")).toBeTruthy();
    expect(within(header).queryByText("Profile updated successfully")).toBeNull();

    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(header).getByText("Profile updated successfully")).toBeTruthy();
  });
});
