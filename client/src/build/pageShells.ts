/**
 * Build step, never part of the app's bundle: the HTML of each page that has a shell
 * (app/shell/pageShells.tsx): index.html as built, with the shell's markup in #root and its CSS in
 * the head, so the page's title and lead paint before any script has arrived, and a list of
 * which path gets which file for whom (shells/shells.json), which the gateway reads.
 */
import { createRequire } from "node:module";
import type { ShellEntry } from "@gradplan/schema";
import { type Plugin, runnerImport } from "vite";
import type * as Shells from "../app/shell/renderShells.tsx";
import type { RenderedShell } from "../app/shell/renderShells.tsx";
import { SHELL_STYLE_ID } from "../app/shell/shellIds.ts";

/** index.html with the shell in it: the tab's title, the shell's CSS, the markup in #root. */
export function shellPage(indexHtml: string, shell: RenderedShell): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes("</head>"))
    throw new Error("pageShells: index.html has no empty #root or no </head>");
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${shell.title}</title>`)
    .replace("</head>", `  <style id="${SHELL_STYLE_ID}">${shell.css}</style>\n  </head>`)
    .replace(root, `<div id="root">${shell.html}</div>`);
}

/**
 * styled-components' CommonJS main, which Node would load, holds `styled` under `.default`, which
 * the runner's import does not unwrap: its ES module server build instead, run through Vite.
 */
const STYLED_COMPONENTS_AS_ESM = {
  resolve: {
    alias: [
      {
        find: /^styled-components$/,
        replacement: createRequire(import.meta.url)
          .resolve("styled-components")
          .replace(/\.cjs\.js$/, ".esm.js"),
      },
    ],
  },
  ssr: { noExternal: ["styled-components"] },
};

/** `renderModule` is app/shell/renderShells.tsx, run in Node by Vite's module runner. */
export function pageShells(renderModule: string): Plugin {
  return {
    name: "gradplan:page-shells",
    apply: "build",
    generateBundle: {
      // After routePreload has put its script into index.html: the shells carry it too.
      order: "post",
      async handler(_options, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset") throw new Error("pageShells: no index.html in the bundle");
        const { module } = await runnerImport<typeof Shells>(renderModule, {
          configFile: false,
          logLevel: "warn",
          ...STYLED_COMPONENTS_AS_ESM,
        });
        const entries: ShellEntry[] = [];
        for (const shell of module.renderShells()) {
          const file = `shells/${shell.name}.html`;
          this.emitFile({
            type: "asset",
            fileName: file,
            source: shellPage(String(index.source), shell),
          });
          entries.push({ path: shell.path, session: shell.session, file });
        }
        this.emitFile({
          type: "asset",
          fileName: module.SHELLS_MANIFEST,
          source: JSON.stringify(entries),
        });
      },
    },
  };
}
