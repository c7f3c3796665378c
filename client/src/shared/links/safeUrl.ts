/** Only http(s) links are rendered: a stored `javascript:` URL must never become clickable. */
export function safeWebsiteUrl(website: string | null | undefined): URL | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}
