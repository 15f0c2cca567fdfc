import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { decodeEntities } from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The phone's Call / Book bar (issue 32) is server HTML on reading pages only: a working page's
 * form is its own next step. Whether it shows (below md) and what room it takes is CSS.
 */

// A number of the firm's own, so the bar is seen to take it from the firm's facts.
const phone = "0161 496 0777";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { firmFacts: { ...defaultFirmFacts, phone } });
});
afterAll(() => t.close());

async function bar(path: string) {
  const html = decodeEntities((await request(t.app).get(path)).text);
  const start = html.indexOf('id="phone-actions"');
  return start < 0 ? null : html.slice(start, html.indexOf("</nav>", start));
}

describe("the phone's Call / Book bar", () => {
  test("is on reading pages, calling the firm's number and opening the booking", async () => {
    const telephone = "tel:+441614960777";
    for (const path of [
      "/",
      "/services/wills-probate",
      "/about/team",
      "/insights",
      "/no-such-page",
    ]) {
      const found = await bar(path);
      expect(found, path).not.toBeNull();
      expect(found).toContain('aria-label="Call or book"');
      expect(found).toContain(`href="${telephone}"`);
      expect(found).toContain(`Call<span class="sr-only"> us on ${phone}</span>`);
      expect(found).toContain('href="/consultation#book"');
      expect(found).toContain("md:hidden");
      expect(found).toContain("print:hidden");
    }
  });

  test("is not on working pages: the booking, contact, the quote, sign-in, the account", async () => {
    for (const path of [
      "/consultation",
      "/contact",
      "/services/conveyancing/conveyancing-costs",
      "/services/conveyancing/stamp-duty-calculator",
      "/auth",
    ]) {
      expect(await bar(path), path).toBeNull();
    }
  });
});
