import { expect, test } from "vitest";
import { renderInRouter } from "~/components/testing/render-in-router";
import { ServiceSummary } from "./service-summary";

const render = (headingLevel: 2 | 3) =>
  renderInRouter(
    <ServiceSummary
      slug="family-law"
      title="Family Law"
      summary="Divorce, children and money."
      headingLevel={headingLevel}
    />,
  );

test("names the service in a heading of the level asked for, linking to its page", () => {
  expect(render(2)).toMatch(
    /^<h2 class="text-heading"><a href="\/services\/family-law"[^>]*>Family Law<\/a><\/h2>/,
  );
  expect(render(3)).toMatch(/^<h3 class="text-heading"><a href="\/services\/family-law"/);
});

test("the line about the service follows the heading", () => {
  expect(render(2)).toMatch(/<\/h2><p class="mt-2">Divorce, children and money.<\/p>$/);
});
