/** Vite build and dev server of the student-facing app. */
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { CODE_SPLITTING } from "./src/build/chunks.ts";
import { pageShells } from "./src/build/pageShells.ts";
import { precompress } from "./src/build/precompress.ts";
import { routePreload } from "./src/build/routePreload.ts";

const API_ORIGIN = "http://localhost:4000";

export default defineConfig({
  // precompress: .br and .gz beside the built text files, which the gateway sends as they are.
  // routePreload: a page opened by its address fetches its route's files at once.
  // pageShells: a page with a shell has its own HTML, its title and lead already drawn.
  plugins: [
    react(),
    routePreload(
      resolve(import.meta.dirname, "src/app/routes.tsx"),
      resolve(import.meta.dirname, "../schema/src/routes.ts"),
    ),
    pageShells(resolve(import.meta.dirname, "src/app/shell/renderShells.tsx")),
    precompress(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: CODE_SPLITTING },
      // A feature's index.ts only re-exports (src/house.test.ts checks it); marked free of side
      // effects, a page importing one name from it does not load the rest of that feature.
      treeshake: {
        moduleSideEffects: [
          { test: /client[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: {
      "/api": API_ORIGIN,
      "/graphql": API_ORIGIN,
      "/download": API_ORIGIN,
      "/healthz": API_ORIGIN,
    },
  },
});
