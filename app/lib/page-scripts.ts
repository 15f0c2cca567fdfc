/**
 * A route that must work with no JavaScript at all exports `handle = { scripts: false }`.
 * The offline page is one: the service worker shows it in place of any page it cannot
 * fetch, and hydrating it under another page's address would make React Router try (and
 * fail) to load that page's data.
 */
export interface ScriptsHandle {
  scripts?: boolean;
}

export function pageShipsScripts(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return !matches.some((m) => (m.handle as ScriptsHandle | undefined)?.scripts === false);
}
