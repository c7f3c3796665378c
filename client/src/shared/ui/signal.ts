/** The colour of a green / yellow / red verdict, shared by every card that shows one. */
import type { Signal } from "@gradplan/schema";
import type { DefaultTheme } from "styled-components";

/** The theme colour of a signal; all three meet AA on white as text and as graphics. */
export function signalColor(theme: DefaultTheme, signal: Signal): string {
  const colors = {
    green: theme.colors.success,
    yellow: theme.colors.warning,
    red: theme.colors.error,
  };
  return colors[signal];
}
