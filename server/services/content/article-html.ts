import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { renderStaffMarkdown, sanitiserRules, ukPhoneNumber } from "~/shared/content/markdown";
import type { FirmFacts } from "~/shared/firm/facts";
import { firmTokens } from "~/shared/firm/firm-tokens";

/**
 * Bump when the rendering changes in a way the fingerprint below cannot see (a new step after
 * the sanitiser, say): every stored article body is then made again.
 */
const RENDERER_REVISION = 1;

const packageVersion = (name: string) =>
  (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;

// Functions in the rules (the link transform) are fingerprinted by their source.
const rulesText = JSON.stringify(sanitiserRules, (_key, value: unknown) =>
  typeof value === "function" ? value.toString() : value instanceof RegExp ? String(value) : value,
);

/** What, apart from the facts, decides the HTML: the code, the packages and the rules. */
const rendererFingerprint = [
  RENDERER_REVISION,
  packageVersion("marked"),
  packageVersion("sanitize-html"),
  rulesText,
  String(ukPhoneNumber),
].join("\n");

/**
 * The version a stored article body must carry to be served as it is: a hash of the renderer
 * and of every firm fact an article can name ({phone}, {weekdayHours}…). Change any of them and
 * the stored bodies are out of date (ADR 036).
 */
export function articleHtmlVersion(facts: FirmFacts): string {
  let version = versions.get(facts);
  if (version === undefined) {
    version = createHash("sha256")
      .update(rendererFingerprint)
      .update(JSON.stringify(firmTokens(facts)))
      .digest("base64url")
      .slice(0, 22);
    versions.set(facts, version);
  }
  return version;
}

// The facts source hands out one object until the facts change: work the version out once.
const versions = new WeakMap<FirmFacts, string>();

/** An article's body as stored beside its Markdown: rendered, sanitised, with its version. */
export function renderArticleBody(
  markdown: string,
  facts: FirmFacts,
): { bodyHtml: string; bodyHtmlVersion: string } {
  return {
    bodyHtml: renderStaffMarkdown(markdown, facts),
    bodyHtmlVersion: articleHtmlVersion(facts),
  };
}

/** The stored body if it is current, otherwise one rendered now (and not stored: a view never writes). */
export function currentArticleHtml(
  stored: { body: string; bodyHtml: string | null; bodyHtmlVersion: string | null },
  facts: FirmFacts,
): string {
  if (stored.bodyHtml !== null && stored.bodyHtmlVersion === articleHtmlVersion(facts)) {
    return stored.bodyHtml;
  }
  return renderStaffMarkdown(stored.body, facts);
}
