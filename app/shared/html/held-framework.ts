/**
 * Working pages paint first and hydrate second (ADR 036). The server sends React Router's module
 * script with this type, which the browser does not run, and without its modulepreload links;
 * their addresses go in `data-modules`, the page's list of framework modules for the tests that
 * check what a page loads (the browser fetches them through the script's imports). The
 * enhancement script runs it once the page has loaded (or at the visitor's first touch, key,
 * scroll or focus, if sooner): app/enhance/hydrate.ts.
 */
export const HELD_MODULE_TYPE = "text/x-held-module";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
// An inline module script: React Router's, which imports the route modules and the entry.
const inlineModuleScript = /<script((?:(?!\ssrc=)[^>])*?) type="module"((?:(?!\ssrc=)[^>])*)>/g;

/**
 * Rewrites a document's HTML, given in pieces that each end outside a tag, so that its module
 * script waits: the preload links are dropped and their addresses moved onto the held script.
 * One function per document: the links come before the script they belong to.
 */
export function createFrameworkScriptHolder(): (html: string) => string {
  const modules: string[] = [];
  return (html) =>
    html
      .replace(modulePreload, (_tag, href: string) => {
        modules.push(href);
        return "";
      })
      .replace(
        inlineModuleScript,
        (_tag, before: string, after: string) =>
          `<script${before} type="${HELD_MODULE_TYPE}" data-modules="${modules.join(" ")}"${after}>`,
      );
}

/**
 * Where a piece of streamed HTML may be cut so that no tag is split: before the last `<` with
 * no `>` after it. Text inside a script may hold a `<` too; the cut then only waits longer.
 */
export function completeTagsEnd(html: string): number {
  const open = html.lastIndexOf("<");
  return open !== -1 && html.indexOf(">", open) === -1 ? open : html.length;
}
