import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type {
  PublicAccreditation,
  PublicRecognitions,
  PublicReviewScore,
} from "~/shared/recognitions/public-recognitions";
import { RecognitionsStrip } from "./recognitions-strip";

const google: PublicReviewScore = {
  id: "r1",
  source: "Google",
  rating: 4.8,
  reviewCount: 127,
  link: "https://www.google.com/maps/place/example",
  checkedOn: "2026-11-03",
};

const lexcel: PublicAccreditation = {
  id: "a1",
  name: "Lexcel",
  link: "https://www.lawsociety.org.uk/lexcel",
  since: "2019-05-14",
  logo: { id: "00000000-0000-4000-8000-000000000001", width: 320, height: 120, purpose: "logo" },
};

const render = (recognitions: PublicRecognitions) =>
  renderToStaticMarkup(<RecognitionsStrip recognitions={recognitions} />);

/** What a reader (or a screen reader) gets: the text without the tags. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("RecognitionsStrip", () => {
  test("renders nothing at all when the firm has entered neither", () => {
    expect(render({ accreditations: [], reviewScores: [] })).toBe("");
  });

  test("says a score as text, with the day it was read, linked to the reviews", () => {
    const html = render({ accreditations: [], reviewScores: [google] });
    expect(textOf(html)).toContain(
      "4.8 out of 5 from 127 reviews on Google (checked 3 November 2026)",
    );
    expect(html).toContain(
      '<a href="https://www.google.com/maps/place/example">4.8 out of 5 from 127 reviews on Google</a>',
    );
  });

  test("a whole-number rating keeps its decimal, one review is singular, and no link is no link", () => {
    const html = render({
      accreditations: [],
      reviewScores: [{ ...google, rating: 5, reviewCount: 1, link: null, source: "Trustpilot" }],
    });
    expect(textOf(html)).toContain("5.0 out of 5 from 1 review on Trustpilot");
    expect(html).not.toContain("<a ");
  });

  test("large counts are written with a thousands separator", () => {
    const html = render({ accreditations: [], reviewScores: [{ ...google, reviewCount: 1234 }] });
    expect(textOf(html)).toContain("from 1,234 reviews on Google");
  });

  test("an accreditation's logo is an image of reserved size, named by the accreditation, linked", () => {
    const html = render({ accreditations: [lexcel], reviewScores: [] });
    const img = html.match(/<img [^>]*>/)?.[0] ?? "";
    expect(img).toContain('alt="Lexcel"');
    expect(img).toContain('width="320"');
    expect(img).toContain('height="120"');
    expect(html).toMatch(/<a href="https:\/\/www\.lawsociety\.org\.uk\/lexcel"><picture>/);
    expect(textOf(html)).toContain("Since 2019");
    expect(textOf(html)).not.toContain("2019-05-14");
  });

  test("without a logo, link or date the accreditation is its name alone", () => {
    const html = render({
      accreditations: [{ ...lexcel, logo: null, link: null, since: null }],
      reviewScores: [],
    });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<a ");
    expect(textOf(html)).toContain("Lexcel");
    expect(textOf(html)).not.toContain("Since");
  });

  test("keeps the order it is given", () => {
    const html = render({
      accreditations: [
        { ...lexcel, id: "a2", name: "Conveyancing Quality Scheme", logo: null },
        { ...lexcel, logo: null },
      ],
      reviewScores: [{ ...google, id: "r2", source: "Trustpilot" }, google],
    });
    const text = textOf(html);
    expect(text.indexOf("Conveyancing Quality Scheme")).toBeLessThan(text.indexOf("Lexcel"));
    expect(text.indexOf("on Trustpilot")).toBeLessThan(text.indexOf("on Google"));
  });

  test("carries no review markup of any kind: no AggregateRating, Review, microdata or JSON-LD", () => {
    const html = render({ accreditations: [lexcel], reviewScores: [google] });
    expect(html).not.toMatch(/AggregateRating|schema\.org|itemprop|itemtype|itemscope/i);
    expect(html).not.toContain("application/ld+json");
    expect(html).not.toMatch(/"@type"/);
  });
});
