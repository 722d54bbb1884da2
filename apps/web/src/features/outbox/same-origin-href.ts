/**
 * The path, query and fragment of a link, so it opens on whatever host the page was opened on
 * (links are built from the server's public URL, which may differ from the address in use).
 */
export function sameOriginHref(link: string): string {
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return link;
  }
}
