import { createHash } from "node:crypto";
import { firm } from "~/shared/firm/facts";
import { HELD_MODULE_TYPE } from "~/shared/html/held-framework";
import { speculationRulesText } from "~/shared/routing/speculation-rules";

const sraBadgeOrigin = new URL(firm.sraBadgeSrc).origin;
const sha256Source = (script: string) =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
/**
 * The enhancement script adds the prefetch rules at a visitor's first intent; to the CSP they
 * are an inline script. Named by hash in every policy, since a kept page has no nonce.
 */
const speculationRulesSource = sha256Source(speculationRulesText());

export interface PolicyOptions {
  https: boolean;
  dev: boolean;
}

/**
 * The one Content-Security-Policy, with the sources allowed to run inline scripts: a fresh
 * nonce for a page rendered for one response, or the hashes of a kept page's own inline scripts
 * (ADR 036). A kept page is sent as the same bytes to everyone, so it can be compressed once;
 * a nonce would make every copy different.
 */
export function contentSecurityPolicy(options: PolicyOptions, inlineSources: string[]): string {
  const directives: Record<string, string[] | null> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineSources, speculationRulesSource],
    // Vite's dev server injects <style> elements from JavaScript; production CSS is a file.
    "style-src": options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...inlineSources],
    // Style attributes (Radix positions and visually hides elements with them) cannot run
    // code; <style> elements and stylesheets stay restricted to our own.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": options.dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "frame-src": [sraBadgeOrigin],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "upgrade-insecure-requests": options.https ? [] : null,
  };
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name, ...values].join(" "))
    .join(";");
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

// A script element that the browser runs: no src, and no type, a JavaScript type or module, or
// the held framework script, which the enhancement script runs as a module with the same text.
// Data blocks (application/ld+json) never run, so the policy need not allow them.
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const runsAsScript = (attributes: string) => {
  if (/\ssrc\s*=/i.test(` ${attributes}`)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return (
    type === undefined ||
    type === "module" ||
    type === "text/javascript" ||
    type === HELD_MODULE_TYPE
  );
};

/** The 'sha256-…' sources of every inline script in a page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(scriptElement)) {
    if (!runsAsScript(attributes)) continue;
    hashes.add(sha256Source(body));
  }
  return [...hashes];
}
