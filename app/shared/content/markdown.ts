import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { FirmFacts } from "~/shared/firm/facts";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";

const marked = new Marked({ gfm: true, async: false });

/** What the sanitiser keeps; part of the stored articles' render version (ADR 036). */
export const sanitiserRules: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "code",
    "pre",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // Links off the site open where the reader is, but never hand over our window.
    a: (tagName, original) => {
      const href = original.href ?? "";
      const attribs: sanitizeHtml.Attributes = { href };
      if (/^https?:\/\//.test(href)) attribs.rel = "noopener noreferrer";
      return { tagName, attribs };
    },
  },
};

// The copy writes phone numbers with plain spaces ("0161 496 0000", whatever number the firm's
// facts give); prose cannot hold the no-wrap element (the sanitiser drops spans), so the spaces
// of any UK number become non-breaking and it stays on one line.
export const ukPhoneNumber = /\b0\d{2,4}(?: \d{3,4}){1,2}\b/g;

/**
 * Markdown to HTML that is safe to insert into a page: raw HTML, scripts, event handlers and
 * javascript: links are removed whatever the source. Runs on the server only (the app's routes
 * import it through app/lib/markdown.server.ts, which keeps it out of the browser).
 */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, sanitiserRules).replace(
    ukPhoneNumber,
    (number) => number.replaceAll(" ", "\u00a0"),
  );
}

/**
 * Markdown staff write (articles), with the firm's tokens filled from the facts first: an
 * article that says "call us on {phone}" follows the number the firm last saved.
 */
export function renderStaffMarkdown(markdown: string, facts: FirmFacts): string {
  return renderMarkdown(fillFirmTokens(markdown, facts));
}
