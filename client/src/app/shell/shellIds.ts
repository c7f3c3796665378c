/** The id the shells' HTML and the app agree on (the app imports this, never the shells). */

/** The shell's <style>, which the app removes once its first render has replaced the shell. */
export const SHELL_STYLE_ID = "page-shell-style";
