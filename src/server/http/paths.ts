/**
 * One canonical form for every request path, decided before any other check looks at it (issue 18: `//admin`
 * passed the staff gate because the gate read the raw path while routing collapsed the slashes).
 *
 * - Repeated slashes collapse, `.` and `..` segments resolve, a trailing slash is dropped (not on `/`), and
 *   percent-encoded unreserved characters (`%61` for `a`) are decoded: such a path is redirected to its canonical
 *   form, so every later check and the router see the same string.
 * - Every page and endpoint path is lower case: outside the hashed assets (`/_astro/`, named by content hash), a path
 *   with capitals redirects to its lower-case form (`/Solutions` -> `/solutions`).
 * - Paths that no page or endpoint can have are refused: an encoded slash, backslash or dot (`%2f`, `%5c`, `%2e`),
 *   a raw backslash, a control character (raw or encoded, `%00`), malformed percent-encoding.
 */
export type PathDecision = { kind: "ok" } | { kind: "redirect"; path: string } | { kind: "refuse" };

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** `%XX` of an unreserved character becomes the character; any other escape is kept (upper-cased). */
function decodeUnreserved(path: string): string | null {
  let malformed = false;
  const decoded = path.replace(/%(.{0,2})/g, (escape, hex: string) => {
    if (!/^[0-9a-fA-F]{2}$/.test(hex)) {
      malformed = true;
      return escape;
    }
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
  return malformed ? null : decoded;
}

export function canonicalPath(rawPath: string): string | null {
  if (!rawPath.startsWith("/")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(rawPath)) return null;
  if (/%(2f|5c|2e|[01][0-9a-f]|7f)/i.test(rawPath)) return null;
  const decoded = decodeUnreserved(rawPath);
  if (decoded === null) return null;
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const canonical = `/${segments.join("/")}`;
  return canonical.startsWith("/_astro/") ? canonical : canonical.toLowerCase();
}

export function decidePath(rawPath: string): PathDecision {
  const canonical = canonicalPath(rawPath);
  if (canonical === null) return { kind: "refuse" };
  return canonical === rawPath ? { kind: "ok" } : { kind: "redirect", path: canonical };
}

/** The path of a raw request target (`/a/b?x=1` -> `/a/b`), and its query with the `?` (or ""). */
export function splitTarget(target: string): { path: string; query: string } {
  const index = target.indexOf("?");
  return index === -1 ? { path: target, query: "" } : { path: target.slice(0, index), query: target.slice(index) };
}
