import { describe, expect, test } from "vitest";
import { parseFields } from "~/shared/forms/parse-fields";
import { accreditationFields, isHttpsLink, reviewScoreFields } from "./recognitions";

const today = "2026-11-25";

const review = (fields: Record<string, string>) =>
  parseFields(reviewScoreFields(today), {
    source: "Google",
    rating: "4.8",
    reviewCount: "127",
    link: "",
    checkedOn: "2026-11-03",
    ...fields,
  });

const accreditation = (fields: Record<string, string>) =>
  parseFields(accreditationFields(today), { name: "Lexcel", link: "", since: "", ...fields });

describe("links to other sites", () => {
  test.each([
    ["https://www.lawsociety.org.uk/lexcel", true],
    ["HTTPS://uk.trustpilot.com/review/example", true],
    ["http://www.example.com", false],
    ["javascript:alert(1)", false],
    ["//www.example.com", false],
    ["www.example.com", false],
    ["https://localhost/reviews", false],
    ["https://user:secret@www.example.com", false],
    ["ftp://www.example.com", false],
  ])("%s: %s", (link, ok) => {
    expect(isHttpsLink(link)).toBe(ok);
  });

  test("an http link is refused with a message that says https", () => {
    const parsed = review({ link: "http://www.example.com/reviews" });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        link: "Enter a full link that starts with https://, like https://www.example.com/reviews",
      },
    });
  });

  test("empty is no link; a link is stored as the browser writes it", () => {
    expect(review({ link: "  " })).toMatchObject({ ok: true, data: { link: null } });
    expect(accreditation({ link: "HTTPS://Example.com" })).toMatchObject({
      ok: true,
      data: { link: "https://example.com/" },
    });
  });
});

describe("review scores", () => {
  test("a score reads as numbers", () => {
    expect(review({ reviewCount: "1,234" })).toEqual({
      ok: true,
      data: {
        source: "Google",
        rating: 4.8,
        reviewCount: 1234,
        link: null,
        checkedOn: "2026-11-03",
      },
    });
  });

  test.each(["0", "5", "3.5", "5.0"])("rating %s is accepted", (rating) => {
    expect(review({ rating }).ok).toBe(true);
  });

  test.each(["5.1", "6", "-1", "4.85", "4,8", "four", "1e0"])("rating %s is refused", (rating) => {
    expect(review({ rating })).toMatchObject({
      ok: false,
      errors: { rating: "Enter a rating from 0 to 5 with at most one decimal place, like 4.8" },
    });
  });

  test.each(["-1", "1.5", "lots", "999999999"])("review count %s is refused", (reviewCount) => {
    expect(review({ reviewCount })).toMatchObject({
      ok: false,
      errors: { reviewCount: "Enter the number of reviews as a whole number, like 127" },
    });
  });

  test("no reviews yet is a count", () => {
    expect(review({ reviewCount: "0" })).toMatchObject({ ok: true, data: { reviewCount: 0 } });
  });

  test("the day checked is a real day, not after today", () => {
    expect(review({ checkedOn: today }).ok).toBe(true);
    expect(review({ checkedOn: "2026-11-26" })).toMatchObject({
      errors: { checkedOn: "The date you checked can't be in the future" },
    });
    expect(review({ checkedOn: "2026-02-30" })).toMatchObject({
      errors: { checkedOn: "Enter a real date, like 2026-11-03" },
    });
    expect(review({ checkedOn: "" })).toMatchObject({
      errors: { checkedOn: "Enter the date you checked the score" },
    });
  });

  test("every missing required field has its own message; a missing link is no link", () => {
    const parsed = parseFields(reviewScoreFields(today), {});
    expect(parsed).toEqual({
      ok: false,
      errors: {
        source: "Enter where the reviews are, like Google or Trustpilot",
        rating: "Enter the rating, like 4.8",
        reviewCount: "Enter the number of reviews",
        checkedOn: "Enter the date you checked the score",
      },
    });
  });
});

describe("accreditations", () => {
  test("the name is required and at most 120 characters", () => {
    expect(accreditation({ name: " " })).toMatchObject({
      errors: { name: "Enter the accreditation's name" },
    });
    expect(accreditation({ name: "x".repeat(121) })).toMatchObject({
      errors: { name: "The name must be 120 characters or fewer" },
    });
    expect(accreditation({ name: "x".repeat(120) }).ok).toBe(true);
  });

  test("only the name must be sent", () => {
    expect(parseFields(accreditationFields(today), { name: "Lexcel" })).toEqual({
      ok: true,
      data: { name: "Lexcel", link: null, since: null },
    });
  });

  test("since: a year or a day, stored plainly; not before 1900 or after today", () => {
    expect(accreditation({ since: "14/05/2019" })).toMatchObject({
      data: { since: "2019-05-14" },
    });
    expect(accreditation({ since: "" })).toMatchObject({ data: { since: null } });
    expect(accreditation({ since: "2027" })).toMatchObject({
      errors: { since: "The date can't be in the future" },
    });
    expect(accreditation({ since: "1850" })).toMatchObject({
      errors: { since: "Enter a year from 1900 onwards" },
    });
    expect(accreditation({ since: "last spring" })).toMatchObject({
      errors: { since: "Enter a year, like 2019, or a date, like 14/05/2019" },
    });
  });
});
