import { describe, expect, test } from "vitest";
import { parseFields } from "~/shared/forms/parse-fields";
import { testimonialConsentMethods as storedMethods } from "../../../server/db/schema";
import { testimonialConsentMethods } from "../testimonials/consent-methods";
import { newTestimonialFields, testimonialFields } from "./testimonials";

const today = "2026-11-25";

const valid = {
  quote: "They explained every step of our purchase and kept us calm when the chain wobbled.",
  displayName: "Mrs P., Cheadle",
  matterType: "Buying a first home",
  practiceArea: "conveyancing",
  givenOn: "2026-11-03",
  consentOn: "2026-11-05",
  consentMethod: "email",
  consentEvidence: "CH/2026/0412, consent e-mail of 5 November",
};

const edit = (fields: Record<string, string>) =>
  parseFields(testimonialFields(today), { ...valid, ...fields });
const add = (fields: Record<string, string>) =>
  parseFields(newTestimonialFields(today), { ...valid, notRewarded: "yes", ...fields });

test("the consent methods are the ones the database allows", () => {
  expect([...testimonialConsentMethods]).toEqual([...storedMethods]);
});

test("a complete testimonial reads as the service's input", () => {
  expect(edit({})).toEqual({ ok: true, data: valid });
});

test("the words are kept exactly, their ends trimmed and line breaks made plain", () => {
  const parsed = edit({ quote: "  First paragraph.\r\n\r\nSecond,  with  spaces.\r\n " });
  expect(parsed).toMatchObject({
    ok: true,
    data: { quote: "First paragraph.\n\nSecond,  with  spaces." },
  });
});

describe("limits are the database's", () => {
  test.each([
    ["quote", 1200, "The words must be 1,200 characters or fewer"],
    ["displayName", 80, "The name must be 80 characters or fewer"],
    ["matterType", 80, "The type of matter must be 80 characters or fewer"],
    ["consentEvidence", 200, "Where the consent is kept must be 200 characters or fewer"],
  ])("%s: %i characters, not one more", (name, max, message) => {
    expect(edit({ [name]: "x".repeat(max) }).ok).toBe(true);
    expect(edit({ [name]: "x".repeat(max + 1) })).toEqual({
      ok: false,
      errors: { [name]: message },
    });
  });

  test("a CRLF break counts as one character, as the database counts it", () => {
    const quote = `${"x".repeat(599)}\r\n${"y".repeat(600)}`;
    expect(edit({ quote })).toMatchObject({ ok: true });
  });
});

test("every missing field has its own message", () => {
  expect(parseFields(newTestimonialFields(today), {})).toEqual({
    ok: false,
    errors: {
      quote: "Enter the client's words",
      displayName: "Enter the name the client chose to be shown",
      matterType: "Enter the type of matter, like Buying a first home",
      givenOn: "Enter the date the client gave their words",
      consentOn: "Enter the date the client consented",
      consentMethod: "Choose how the client gave consent",
      consentEvidence: "Enter where the consent is kept, like the file reference",
      notRewarded: "Confirm the client was not paid or rewarded for their words",
    },
  });
});

test("blank words are missing words", () => {
  expect(edit({ quote: " \r\n " })).toEqual({
    ok: false,
    errors: { quote: "Enter the client's words" },
  });
});

describe("where it shows", () => {
  test("empty is the home page only", () => {
    expect(edit({ practiceArea: "" })).toMatchObject({ data: { practiceArea: null } });
  });

  test.each(["immigration", "../admin", "Conveyancing"])("%s is not a practice area", (area) => {
    expect(edit({ practiceArea: area })).toEqual({
      ok: false,
      errors: { practiceArea: "Choose a practice area from the list, or the home page only" },
    });
  });
});

test.each(["phone", "", "EMAIL"])("consent method %j is refused", (consentMethod) => {
  expect(edit({ consentMethod })).toEqual({
    ok: false,
    errors: { consentMethod: "Choose how the client gave consent" },
  });
});

describe("dates", () => {
  test("today is allowed for both", () => {
    expect(edit({ givenOn: today, consentOn: today }).ok).toBe(true);
  });

  test("neither may be after today", () => {
    expect(edit({ givenOn: "2026-11-26", consentOn: "2026-11-26" })).toEqual({
      ok: false,
      errors: {
        givenOn: "The date the client gave their words can't be in the future",
        consentOn: "The consent date can't be in the future",
      },
    });
  });

  test.each(["2026-02-30", "05/11/2026", "1999-12-31", "next week"])(
    "%s is not a real date",
    (consentOn) => {
      expect(edit({ consentOn })).toEqual({
        ok: false,
        errors: { consentOn: "Enter a real date, like 2026-11-03" },
      });
    },
  );

  test("consent cannot come before the words it covers", () => {
    expect(edit({ givenOn: "2026-11-05", consentOn: "2026-11-04" })).toEqual({
      ok: false,
      errors: {
        consentOn: "The consent date can't be before the date the client gave their words",
      },
    });
    expect(edit({ givenOn: "2026-11-05", consentOn: "2026-11-05" }).ok).toBe(true);
  });
});

describe("adding asks that nothing was given for the words", () => {
  test("ticked: accepted", () => {
    expect(add({})).toMatchObject({ ok: true, data: { notRewarded: "yes" } });
  });

  test.each(["", "no", "on"])("%j: refused", (notRewarded) => {
    expect(add({ notRewarded })).toEqual({
      ok: false,
      errors: { notRewarded: "Confirm the client was not paid or rewarded for their words" },
    });
  });

  test("the other problems are shown with it", () => {
    expect(add({ notRewarded: "", displayName: "" })).toEqual({
      ok: false,
      errors: {
        displayName: "Enter the name the client chose to be shown",
        notRewarded: "Confirm the client was not paid or rewarded for their words",
      },
    });
  });
});

test("a name sent twice is refused, not joined", () => {
  const parsed = parseFields(testimonialFields(today), { ...valid, displayName: ["A", "B"] });
  expect(parsed).toMatchObject({ ok: false, errors: { displayName: expect.any(String) } });
});
