/** Browser entry point. */
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">.');

// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (one long task on a slow phone).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
