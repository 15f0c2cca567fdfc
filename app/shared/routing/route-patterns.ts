/**
 * Route addresses as app/routes.ts writes them ("/consultation/manage/:token", "/admin/*"),
 * matched the way React Router matches them, for code that has no route table: the service
 * worker, the enhancement script and the server's cache policy (app/generated/route-lists.ts).
 */

/** The page a path asks for: React Router's data requests are the page's path plus ".data". */
function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** React Router matches decoded segments: "/%61dmin" is the admin area. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segmentsOf(path: string): string[] {
  return path
    .split("/")
    .filter((segment) => segment !== "")
    .map(decoded);
}

/**
 * Whether an address (a page's or its data request's) is one the pattern answers: `:name`
 * stands for one segment, a final `*` for any number of them, none included, and letters
 * match in either case, as in React Router.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  return matchesSegments(patternSegments(pattern), segmentsOf(pagePathOf(pathname)));
}

/**
 * The patterns are the route table's, a fixed few dozen, split once each: a working page
 * asks for every one of its hundred header and footer links whether it leaves the framework,
 * against every pattern, while it hydrates.
 */
const splitPatterns = new Map<string, readonly string[]>();
function patternSegments(pattern: string): readonly string[] {
  let segments = splitPatterns.get(pattern);
  if (!segments) {
    segments = segmentsOf(pattern);
    splitPatterns.set(pattern, segments);
  }
  return segments;
}

function matchesSegments(wanted: readonly string[], given: readonly string[]): boolean {
  for (const [i, segment] of wanted.entries()) {
    if (segment === "*") return true;
    const part = given[i];
    if (part === undefined) return false;
    if (!segment.startsWith(":") && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return wanted.length === given.length;
}

export function matchesAnyRoutePattern(patterns: readonly string[], pathname: string): boolean {
  const given = segmentsOf(pagePathOf(pathname));
  return patterns.some((pattern) => matchesSegments(patternSegments(pattern), given));
}
