/** Browser entry point. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";

// The site's content security policy forbids eval, so zod must neither probe for it (a probe
// that fails is still reported as a violation) nor compile parsers. zod keeps its settings in
// globalThis.__zod_globalConfig and adopts an object already there (what z.config writes to);
// set here, it costs the landing page nothing, whichever chunk loads zod first.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
