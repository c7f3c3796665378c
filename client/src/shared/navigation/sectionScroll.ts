/**
 * Scroll-after-navigate: links pass `{ scrollTo: <section id> }` as router state, and the page
 * holding the section scrolls to it on mount or whenever a new such navigation arrives.
 */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";

export interface SectionScrollState {
  scrollTo: string;
}

export function sectionScrollState(sectionId: string): SectionScrollState {
  return { scrollTo: sectionId };
}

function requestedSection(state: unknown): string | null {
  if (state && typeof state === "object" && "scrollTo" in state) {
    return typeof state.scrollTo === "string" ? state.scrollTo : null;
  }
  return null;
}

export function scrollToSection(sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  section.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  // Move keyboard focus along, so the next Tab continues from the section.
  if (!section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1");
  section.focus({ preventScroll: true });
}

/** Call on a page that holds sections; reacts to each navigation carrying a section request. */
export function useScrollToRequestedSection(): void {
  // Every navigation brings a new state object, so clicking Home twice scrolls twice.
  const { state } = useLocation();
  useEffect(() => {
    const sectionId = requestedSection(state);
    if (sectionId) scrollToSection(sectionId);
  }, [state]);
}
