/**
 * Build step, never part of the app's bundle: each page shell's markup and the CSS it uses, by
 * the app's own styled components (styled-components' server rendering), so the shell and the
 * app's first render draw the same text at the same size.
 */

import type { ShellSession } from "@gradplan/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { documentTitle } from "../../shared/hooks/useDocumentTitle";

/** Where the build writes the list of shells (the build step reads it from here, in Node). */
export { SHELLS_MANIFEST } from "@gradplan/schema";

import { PAGE_SHELLS, ShellDocument } from "./pageShells";

export interface RenderedShell {
  name: string;
  path: string;
  session: ShellSession;
  title: string;
  /** What goes inside <div id="root">. */
  html: string;
  /** The rules the markup uses, GlobalStyle's included. */
  css: string;
}

/**
 * The rules of styled-components' style tags, without the tags and the bookkeeping lines its
 * own rehydration reads (the app never rehydrates them: it removes the shell's style).
 */
function cssOf(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? "")
    .join("")
    .replace(/^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/gm, "")
    .replace(/\/\*!sc\*\/\n?/g, "");
}

export function renderShells(): RenderedShell[] {
  return PAGE_SHELLS.map((shell) => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToStaticMarkup(sheet.collectStyles(<ShellDocument shell={shell} />));
      return {
        name: shell.name,
        path: shell.path,
        session: shell.session,
        title: documentTitle(shell.title),
        html,
        css: cssOf(sheet.getStyleTags()),
      };
    } finally {
      sheet.seal();
    }
  });
}
