/**
 * Page shells: the HTML the client's build makes for a page that can draw its title and lead
 * before its scripts (client/src/app/shell), and which the gateway sends for that page's path.
 */

/** Who gets a page's shell; the gateway tells a session by its access cookie. */
export type ShellSession = "signedIn" | "signedOut" | "any";

/** One line of the build's list: which HTML file (under the client's dist) serves which path. */
export interface ShellEntry {
  path: string;
  session: ShellSession;
  file: string;
}

/** The build's list of shells, under the client's dist folder. */
export const SHELLS_MANIFEST = "shells/shells.json";

/** Where the gateway writes text only it knows (a university's name), HTML-escaped. */
export const SHELL_TEXT_SLOT = "%SHELL_TEXT%";
