/** Browser entry point. */
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, router } from "./app/App";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">.');

/**
 * A page opened by its address first loads its route's code. Rendered before that, React would
 * commit the route's empty fallback and so wipe the page's shell (app/shell), the title and lead
 * its HTML already shows: wait, and the first commit swaps the shell for the page at once.
 */
function routeLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

void routeLoaded().then(() => {
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (one long task on a slow phone).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
