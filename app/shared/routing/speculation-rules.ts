import { privatePatterns } from "./private-paths";

/**
 * A route pattern in the URL Pattern syntax speculation rules use, which has `:name` too but
 * whose final `*` needs the slash before it: "/admin/*" there leaves "/admin" itself out.
 */
function urlPatternsOf(pattern: string): string[] {
  return pattern.endsWith("/*") ? [pattern.slice(0, -"/*".length) || "/", pattern] : [pattern];
}

/**
 * The speculation rules for every page: same-origin links outside the private paths are
 * prefetched when a visitor shows intent (hover, or pointer down on touch: "moderate").
 * Prefetch only, never prerender: prerendering a working page would run its code and spend
 * its bot-check token. No `selector_matches`: it makes Chrome match selectors against every
 * link, and the only download links (a booking's invite, the admin's export) are under the
 * private paths already.
 */
export function speculationRules() {
  return {
    prefetch: [
      {
        where: {
          and: [
            { href_matches: "/*" },
            { not: { href_matches: privatePatterns.flatMap(urlPatternsOf) } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  };
}

/**
 * The rules exactly as the enhancement script inserts them. The server names their hash in
 * every Content-Security-Policy, so a page kept for everyone, which has no nonce, may run them.
 */
export function speculationRulesText(): string {
  return JSON.stringify(speculationRules());
}
