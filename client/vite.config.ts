/** Vite build and dev server of the student-facing app. */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const API_ORIGIN = "http://localhost:4000";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
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
