import { describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { articleHtmlVersion, currentArticleHtml, renderArticleBody } from "./article-html";

const facts = defaultFirmFacts;
const withPhone = { ...defaultFirmFacts, phone: "0161 496 0999" };

describe("stored article bodies", () => {
  test("the version follows the firm facts an article can name", () => {
    expect(articleHtmlVersion(facts)).toBe(articleHtmlVersion({ ...facts }));
    expect(articleHtmlVersion(withPhone)).not.toBe(articleHtmlVersion(facts));
  });

  test("a current stored body is served as it is; an out-of-date one is rendered again", () => {
    const saved = renderArticleBody("Call {phone}.", facts);
    expect(saved.bodyHtml).toContain("0161\u00a0496\u00a00000");
    const row = { body: "Call {phone}.", ...saved };
    expect(currentArticleHtml({ ...row, bodyHtml: "<p>kept</p>" }, facts)).toBe("<p>kept</p>");
    expect(currentArticleHtml(row, withPhone)).toContain("0161\u00a0496\u00a00999");
    expect(currentArticleHtml({ ...row, bodyHtml: null }, facts)).toBe(saved.bodyHtml);
  });
});
