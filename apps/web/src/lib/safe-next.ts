/**
 * Returns the `next` target only when it is a same-origin relative path, so a crafted login link
 * cannot send someone to another site after they sign in.
 */
export function safeNextPath(
  next: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if ([...next].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
