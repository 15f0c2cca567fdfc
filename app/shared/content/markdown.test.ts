import { describe, expect, test } from "vitest";
import { renderMarkdown } from "./markdown";

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

describe("renderMarkdown with hostile input (staff write Markdown; readers must stay safe)", () => {
  test.each([
    ["mixed-case scheme", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ["entity-encoded scheme", "[x](&#106;avascript:alert(1))"],
    ["scheme split by a tab", '<a href="java\tscript:alert(1)">x</a>'],
    ["data: URL", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["vbscript", "[x](vbscript:msgbox(1))"],
    ["autolink", "<javascript:alert(1)>"],
  ])("%s never becomes a live link", (_name, input) => {
    const html = renderMarkdown(input);
    // The words may remain as text; what matters is that nothing can be clicked into running.
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript|&#)/i);
  });

  test("frames, styles, forms, SVG and images are dropped with their handlers", () => {
    const html = renderMarkdown(
      [
        '<iframe src="https://evil.example"></iframe>',
        "<style>body{display:none}</style>",
        '<form action="https://evil.example"><input name="card"></form>',
        '<svg onload="alert(1)"><circle /></svg>',
        '![x](https://evil.example/pixel.gif "t")',
        '<p onclick="alert(1)" style="color:red">para</p>',
        '<details open ontoggle="alert(1)">x</details>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<iframe|<style|<form|<input|<svg|<img|<details|on\w+=|style=/i);
    expect(html).toContain("para");
  });

  test("links keep only a safe href (and rel for external ones): no target, no handlers", () => {
    const html = renderMarkdown(
      '<a href="https://example.com" target="_blank" onmouseover="alert(1)" rel="opener">x</a>',
    );
    expect(html.trim()).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer">x</a></p>',
    );
  });

  test("a link title cannot break out of its attribute", () => {
    const html = renderMarkdown('[x](/contact "a\\" onmouseover=\\"alert(1)")');
    expect(html).not.toMatch(/onmouseover=/);
  });
});

test("the firm's phone number in prose cannot break across lines", () => {
  const html = renderMarkdown(
    "Call us on 0161 496 0000, or [on 0161 496 0000](tel:+441614960000).",
  );
  expect(html).toBe(
    '<p>Call us on 0161\u00a0496\u00a00000, or <a href="tel:+441614960000">on 0161\u00a0496\u00a00000</a>.</p>\n',
  );
});
