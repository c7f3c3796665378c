import { TOAST_AUTO_CLOSE_MS } from "@gradplan/schema";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
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
});
