import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { PublicTestimonial } from "~/shared/testimonials/public-testimonials";
import { TestimonialsAside } from "./testimonials-aside";
import { TestimonialsBand } from "./testimonials-band";

const words: PublicTestimonial = {
  id: "t1",
  quote: "Clear from the first call.\nNo surprises on the bill.\n\nWe would use them again.",
  displayName: "Mr and Mrs K., Marple",
  matterType: "Selling a family home",
  givenOn: "2026-10-06",
};

const renders = [
  [
    "aside",
    (t: PublicTestimonial[]) => renderToStaticMarkup(<TestimonialsAside testimonials={t} />),
  ],
  ["band", (t: PublicTestimonial[]) => renderToStaticMarkup(<TestimonialsBand testimonials={t} />)],
] as const;

describe.each(renders)("the %s", (_name, render) => {
  test("renders nothing at all without a testimonial", () => {
    expect(render([])).toBe("");
  });

  test("a quotation: the words in a blockquote, the name, matter and month in the caption", () => {
    const html = render([words]);
    expect(html).toMatch(
      /<figure[^>]*>[\s\S]*<blockquote[^>]*><p[^>]*>Clear from the first call.\nNo surprises on the bill.<\/p><p[^>]*>We would use them again.<\/p><\/blockquote><figcaption[^>]*>[\s\S]*Mr and Mrs K., Marple[\s\S]*Selling a family home, October 2026[\s\S]*<\/figcaption><\/figure>/,
    );
  });

  test("says how testimonials are collected, and carries no review markup", () => {
    const html = render([words]);
    expect(html).toContain(
      "Shared by clients, with their permission, in their own words. We do not pay or reward anyone for a testimonial.",
    );
    expect(html).not.toMatch(/itemprop|itemtype|Review|AggregateRating|application\/ld\+json/);
  });

  test("a name of the section for landmarks, from its own heading", () => {
    expect(render([words])).toMatch(
      /<section aria-labelledby="testimonials-heading"[\s\S]*<h2 id="testimonials-heading"/,
    );
  });
});
