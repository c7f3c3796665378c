/** Page-test queries the feature kits share: a region once loaded, the toasts, a colour. */
import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/** A part of the page by its name, once nothing is loading (skeletons carry the same names). */
export async function region(name: string) {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return screen.getByRole("region", { name });
}

export const toasts = () => screen.getByRole("status", { name: "Notifications" });

/** The computed form of a colour, as jsdom reports `element.style.color`. */
export function cssColor(hex: string): string {
  const probe = document.createElement("span");
  probe.style.color = hex;
  return probe.style.color;
}

/** The elements not inside the toasts: a dialog's own text, now that its toasts show in it. */
export const outsideToasts = (elements: HTMLElement[]) =>
  elements.filter((element) => !element.closest('[role="status"][aria-label="Notifications"]'));
