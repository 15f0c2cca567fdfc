import { describe, expect, test } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  test("renders paragraphs, emphasis, lists and internal links", () => {
    const html = renderMarkdown("Hello **you**.\n\n- one\n- [two](/services)");
    expect(html).toContain("<strong>you</strong>");
    expect(html).toContain('<li><a href="/services">two</a></li>');
  });

  test("removes scripts, event handlers and javascript: links", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src=x onerror="alert(1)"> [x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onerror|href="javascript|<img/);
    expect(renderMarkdown('<a href="javascript:alert(1)">x</a>')).not.toContain("javascript");
  });

  test("external links get rel=noopener noreferrer", () => {
    expect(renderMarkdown("[SRA](https://www.sra.org.uk)")).toContain(
      '<a href="https://www.sra.org.uk" rel="noopener noreferrer">SRA</a>',
    );
  });
});
