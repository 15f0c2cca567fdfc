import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { servicePages } from "~/content/services";
import { renderMarkdown } from "~/lib/markdown.server";
import { decodeEntities } from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A page's words as a reader's find bar sees them: no tags, entities decoded, spaces single. */
const wordsOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, " "))
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ");

/**
 * Each paragraph and list item of a section, as text. The parts between {tokens} (the firm's
 * phone number, a price), which the page fills from the firm's facts, are checked on their own.
 */
function passagesOf(markdown: string): string[] {
  const blocks = renderMarkdown(markdown).match(/<(p|li)>[\s\S]*?<\/\1>/g) ?? [];
  return blocks
    .flatMap((block) => wordsOf(block).split(/\{[^}]+\}/))
    .map((text) => text.trim())
    .filter((text) => text.length > 0);
}

describe("service pages fold their guidance but keep every word", () => {
  test.each(servicePages.map((p) => [p.path, p] as const))(
    "/services/%s serves every paragraph of every section, open or folded",
    async (path, content) => {
      const res = await request(t.app).get(`/services/${path}`).expect(200);
      const words = wordsOf(res.text);
      for (const section of content.sections) {
        expect(words, section.heading).toContain(section.heading);
        for (const passage of passagesOf(section.body)) {
          expect(words, `${section.heading}: ${passage}`).toContain(passage);
        }
      }
      // General guidance is folded; the sections that are SRA price information are not.
      for (const section of content.sections) {
        const at = res.text.indexOf(`>${section.heading.replace(/'/g, "&#x27;")}<`);
        expect(at, section.heading).toBeGreaterThan(-1);
        const before = res.text.slice(0, at);
        const insideDetails = before.lastIndexOf("<details") > before.lastIndexOf("</details>");
        expect(insideDetails, section.heading).toBe(!section.priceInformation);
      }
    },
  );
});
