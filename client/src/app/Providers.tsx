/** App-wide providers: theme, global style and toasts. Apollo is provided by GraphqlLayout. */
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { ToastProvider } from "../shared/ui/ToastProvider";
import { GlobalStyle } from "./GlobalStyle";
import { theme } from "./theme";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
