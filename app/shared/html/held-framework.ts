/**
 * Working pages paint first and hydrate second (ADR 036). The server sends React Router's module
 * script with this type, which the browser does not run, and its modulepreload links made inert
 * (`media="not all"`: the browser fetches nothing for them; they stay the page's list of its
 * framework modules, which the browser fetches through the script's imports). The enhancement
 * script runs it once the page has loaded (or at the visitor's first touch, key, scroll or
 * focus, if sooner): app/enhance/hydrate.ts.
 *
 * Why the links stay (ADR 038): hydrating, React renders `<Scripts>` again, preloads and all,
 * and puts into the head every link it does not find there (it matches them by address, not by
 * media). Dropped from the server's page, all of them (38 on /contact) were created and added
 * in hydration's commit, the page's longest task on a phone after its first paint.
 */
export const HELD_MODULE_TYPE = "text/x-held-module";

/** The media no screen matches, so a modulepreload link with it preloads nothing. */
export const INERT_MEDIA = "not all";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"([^>]*)>/g;
// An inline module script: React Router's, which imports the route modules and the entry.
const inlineModuleScript = /<script((?:(?!\ssrc=)[^>])*?) type="module"((?:(?!\ssrc=)[^>])*)>/g;

/** A whole document's HTML with its module script held and its preload links made inert. */
export function holdFrameworkScript(html: string): string {
  return html
    .replace(
      modulePreload,
      (_tag, href: string, rest: string) =>
        `<link rel="modulepreload" href="${href}" media="${INERT_MEDIA}"${rest}>`,
    )
    .replace(
      inlineModuleScript,
      (_tag, before: string, after: string) =>
        `<script${before} type="${HELD_MODULE_TYPE}"${after}>`,
    );
}
