/** Vite build and dev server of the student-facing app. */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { CODE_SPLITTING } from "./src/build/chunks.ts";
import { precompress } from "./src/build/precompress.ts";

const API_ORIGIN = "http://localhost:4000";

export default defineConfig({
  // precompress: .br and .gz beside the built text files, which the gateway sends as they are.
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: CODE_SPLITTING } },
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
