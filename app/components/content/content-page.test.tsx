import { describe, expect, test } from "vitest";
import { renderInRouter } from "~/components/testing/render-in-router";
import { ContentPage } from "./content-page";

const header = {
  heading: "Family law",
  lead: "Help with divorce and children.",
  crumbs: [
    { name: "Services", path: "/services" },
    { name: "Family law", path: "/services/family-law" },
  ],
};

const render = (page: React.ReactNode) => renderInRouter(page);

/** Both markers are on the page, the first before the second. */
function expectInOrder(html: string, first: string, second: string) {
  expect(html).toContain(first);
  expect(html).toContain(second);
  expect(html.indexOf(first)).toBeLessThan(html.indexOf(second));
}

describe("ContentPage", () => {
  test("the header shows the one heading, the lead, the trail from Home and the intro", () => {
    const html = render(
      <ContentPage header={header} intro={<p>Last updated today</p>}>
        <p>Body</p>
      </ContentPage>,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(">Family law</h1>");
    expect(html).toContain("Help with divorce and children.");
    expect(html).toMatch(/<a href="\/"[^>]*>Home<\/a>/);
    expect(html).toMatch(/<a href="\/services"[^>]*>Services<\/a>/);
    expect(html).toContain('<span aria-current="page">Family law</span>');
    expectInOrder(html, "</h1>", "Help with divorce");
    expectInOrder(html, "Help with divorce", "Last updated today");
  });

  test("without an aside, the call to action follows the content in one column", () => {
    const html = render(
      <ContentPage header={header}>
        <p>Body</p>
      </ContentPage>,
    );
    expectInOrder(html, "<p>Body</p>", 'aria-label="Next steps"');
    expect(html).not.toContain("lg:grid-cols-12");
  });

  test("with an aside, content and aside sit side by side and the call to action comes after both", () => {
    const html = render(
      <ContentPage header={header} aside={<p>Nearest office</p>}>
        <p>Body</p>
      </ContentPage>,
    );
    expect(html).toContain("lg:grid-cols-12");
    expectInOrder(html, "<p>Body</p>", "<p>Nearest office</p>");
    expectInOrder(html, "<p>Nearest office</p>", 'aria-label="Next steps"');
    expect(html.match(/aria-label="Next steps"/g)).toHaveLength(1);
    expect(html).not.toContain("Free first consultation");
  });

  test("a page people act on books from its header, and its consultation card closes the aside, sticky", () => {
    const html = render(
      <ContentPage header={header} aside={<p>Nearest office</p>} consultation={{}}>
        <p>Body</p>
      </ContentPage>,
    );
    // The header's booking action comes before the content: inside the first screen.
    expectInOrder(html, "</h1>", 'href="/consultation"');
    expectInOrder(html, 'href="/consultation"', "<p>Body</p>");
    expectInOrder(html, "<p>Nearest office</p>", "Free first consultation");
    expect(html).toMatch(
      /class="lg:sticky lg:top-28"><section aria-labelledby="consultation-aside-heading"/,
    );
  });
});
