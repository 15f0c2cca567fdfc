import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { practiceAreas } from "~/shared/firm/facts";
import { decodeEntities } from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Step 1 of the booking moves on as a topic is chosen (issue 32): one submit button per topic
 * in a GET form, so without JavaScript the browser asks for step 2 with the topic itself.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (path: string, status: number) =>
  decodeEntities((await request(t.app).get(path).expect(status)).text);

/** The topics step 1's submit buttons send, in order. */
function topicButtons(html: string): string[] {
  return [...html.matchAll(/<button [^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('type="submit"') && tag.includes('name="area"'))
    .map((tag) => tag.match(/value="([^"]*)"/)?.[1] ?? "");
}

describe("step 1 of the booking", () => {
  test("is one button per topic in a GET form, with no radio buttons and no Continue", async () => {
    const html = await page("/consultation", 200);
    const step = html.slice(html.indexOf('id="book"'), html.indexOf("Prefer to book by phone?"));
    expect(step).toContain("Step 1 of 4: What do you need help with?");
    const form = step.match(/<form [^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/consultation#book"');
    expect(topicButtons(step)).toEqual(practiceAreas.map((p) => p.slug));
    expect(topicButtons(step)).toHaveLength(12);
    expect(step).not.toContain('type="radio"');
    expect(step).not.toContain(">Continue<");
  });

  test("what a pressed topic sends is step 2 with that topic chosen", async () => {
    const html = await page("/consultation?area=conveyancing", 200);
    expect(html).toContain("About: Conveyancing");
    expect(html).toContain("Step 2 of 4: How would you like to meet?");
    expect(html).not.toContain("Step 1 of 4");
  });

  test("a lawyer's page's entry carries the lawyer in the form and offers only their topics", async () => {
    const html = await page("/consultation?lawyer=eleanor-carrow", 200);
    expect(html).toContain("Eleanor Carrow advises on these");
    expect(html).toMatch(/<input type="hidden" name="lawyer" value="eleanor-carrow"\/>/);
    // Her areas (ADR 033's seeded team): wills, lasting powers and inheritance disputes.
    expect(topicButtons(html)).toEqual(["wills-probate", "lasting-powers", "inheritance-disputes"]);
    const second = await page("/consultation?lawyer=eleanor-carrow&area=wills-probate", 200);
    expect(second).toContain("Step 2 of 4");
    expect(second).toMatch(/<option value="eleanor-carrow" selected="">/);
  });

  test("an unknown or tampered topic is a 400 showing step 1 with the problem said, never a 500", async () => {
    for (const area of [
      "astrology",
      "<script>alert(1)</script>",
      "x".repeat(5000),
      "WILLS-PROBATE",
    ]) {
      const html = await page(`/consultation?area=${encodeURIComponent(area)}`, 400);
      expect(html).toContain("The topic in this page's address is not one we book online.");
      expect(html).toContain("Step 1 of 4: What do you need help with?");
      // The address's text is not echoed back.
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).not.toContain("astrology");
    }
    // Even with the later steps' choices, an unknown topic never goes past step 1.
    const later = await page("/consultation?area=astrology&type=phone", 400);
    expect(later).not.toContain("Step 2 of 4");
    expect(later).not.toContain("Step 3 of 4");
  });

  test("no topic at all is step 1 as usual, not a problem", async () => {
    const html = await page("/consultation?area=", 200);
    expect(html).not.toContain("not one we book online");
    expect(html).toContain("Step 1 of 4");
  });

  test("the browser's own data request for an unknown topic is answered 400 too, not 500", async () => {
    const res = await request(t.app).get("/consultation.data?area=astrology");
    expect(res.status).toBe(400);
  });
});
