import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultFirmFacts, mondayToFridayHours } from "~/shared/firm/facts";
import { teamMembers, users } from "../../server/db/schema";
import { saveFirmSetting } from "../../server/services/firm/firm-settings";
import { signedInAs } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 29: no page states a firm fact that the firm details contradict. The firm's admins change
 * the firm's name, the phone number, an office's address, the hours and the SRA number; then
 * every page the sitemap lists, and the working pages, is read for every name, phone number,
 * postcode, hours range and SRA number it states, in its text, its head and its structured
 * data. A fact written into copy by hand, or a page kept from before the change, fails here.
 */
let t: TestApp;
let pages: Array<{ path: string; html: string; text: string }>;
/** Pages that are not in the crawl: an admin screen and a public error page. */
let adminHtml: string;
let notFoundHtml: string;

const {
  hours: _hours,
  nextClosure: _closure,
  videoProvider: _provider,
  ...defaultDetails
} = defaultFirmFacts;
const changedOffices = defaultFirmFacts.offices.map((office) =>
  office.id === "bramhall"
    ? { ...office, streetAddress: "14 Fir Road", postcode: "SK7 2HH" }
    : office,
);
const changedDetails = {
  ...defaultDetails,
  name: "Hale Carrow Legal LLP",
  shortName: "Hale Carrow",
  registeredName: "Hale Carrow Legal LLP",
  phone: "0161 496 0999",
  sraNumber: "612345",
  insurer: "Example Mutual Insurance Ltd",
  // The LLP's registered office moved with the Bramhall office.
  registeredOffice: "14 Fir Road, Bramhall, Stockport SK7 2HH",
  sample: false,
  offices: changedOffices,
};
const changedHours = mondayToFridayHours("08:30", "16:30");

/** Numbers that are not the firm's: outside bodies the copy sends people to. */
const outsideNumbers = new Set([
  "0300 555 0333", // Legal Ombudsman
  "0303 123 1113", // Information Commissioner's Office
]);

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

beforeAll(async () => {
  t = await createTestApp();
  const [admin] = await t.database.handle.db
    .insert(users)
    .values({ email: "agrees-admin@example.com", name: "Agrees Admin", role: "admin" })
    .returning({ id: users.id, name: users.name });
  if (!admin) throw new Error("no admin");
  const xml = (await request(t.app).get("/sitemap.xml").expect(200)).text;
  const paths = [
    ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname),
    "/contact",
    "/consultation",
    "/auth",
  ].filter((path, i, all) => all.indexOf(path) === i);
  // Every page rendered and kept before the change, as a running server would have them.
  for (const path of paths) await request(t.app).get(path);

  for (const [key, value, before] of [
    ["details", changedDetails, defaultDetails],
    ["hours", changedHours, defaultFirmFacts.hours],
  ] as const) {
    const saved = await saveFirmSetting(t.database.handle.db, {
      key,
      value,
      before,
      expectedVersion: 0,
      actor: admin,
      summary: `${key} changed`,
    });
    expect(saved.ok).toBe(true);
  }

  pages = [];
  for (const path of paths) {
    const res = await request(t.app).get(path);
    expect(res.status, path).toBe(200);
    pages.push({ path, html: res.text, text: textOf(res.text) });
  }
  const { cookie } = await signedInAs(t, "admin");
  adminHtml = (await request(t.app).get("/admin/firm").set("Cookie", cookie).expect(200)).text;
  notFoundHtml = (await request(t.app).get("/no-such-page").expect(404)).text;
}, 180_000);
afterAll(() => t.close());

/** The firm's number as entered, its people's direct lines and the outside bodies'. */
async function allowedNumbers(): Promise<Set<string>> {
  const team = await t.database.handle.db.select({ phone: teamMembers.phone }).from(teamMembers);
  return new Set([
    changedDetails.phone,
    ...outsideNumbers,
    ...team.map((m) => m.phone).filter((p): p is string => Boolean(p)),
  ]);
}

describe("every page agrees with the firm details", () => {
  test("the only phone numbers are the firm's, its people's direct lines and outside bodies'", async () => {
    const allowed = await allowedNumbers();
    for (const page of pages) {
      const numbers = page.text.match(/\b0\d{3} ?\d{3} ?\d{4}\b/g) ?? [];
      expect(
        numbers.filter((n) => !allowed.has(n)),
        page.path,
      ).toEqual([]);
      expect(page.html, page.path).not.toContain("tel:+441614960000");
    }
    expect(pages.filter((p) => p.text.includes(changedDetails.phone)).length).toBe(pages.length);
  });

  test("every full postcode is one of the offices', as the firm entered it", () => {
    // The Legal Ombudsman's postal address is on the complaints page.
    const postcodes = new Set([...changedOffices.map((o) => o.postcode), "SL1 0EH"]);
    for (const page of pages) {
      const found = page.html.match(/\b[A-Z]{1,2}\d{1,2}[A-Z]? \d[A-Z]{2}\b/g) ?? [];
      expect(
        found.filter((p) => !postcodes.has(p)),
        page.path,
      ).toEqual([]);
      expect(page.text, page.path).not.toContain("Carrow House, 9 Thornfield Parade");
    }
  });

  test("every office-hours range is the hours the firm entered", () => {
    for (const page of pages) {
      const ranges = page.text.match(/\d{1,2}:\d{2} [AP]M (?:to|and) \d{1,2}:\d{2} [AP]M/g) ?? [];
      expect(
        ranges.filter((r) => !/^8:30 AM (?:to|and) 4:30 PM$/.test(r)),
        page.path,
      ).toEqual([]);
    }
  });

  test("every SRA number is the firm's", () => {
    for (const page of pages) {
      const numbers = [...page.text.matchAll(/SRA (?:number|ID)(?: is)?:? (\d+)/gi)].map(
        (m) => m[1],
      );
      expect(
        numbers.filter((n) => n !== changedDetails.sraNumber),
        page.path,
      ).toEqual([]);
    }
    expect(pages.filter((p) => p.text.includes("558160")).map((p) => p.path)).toEqual([]);
  });

  test("the structured data says the same as the page", async () => {
    const allowed = await allowedNumbers();
    for (const page of pages) {
      for (const m of page.html.matchAll(
        /<script type="application\/ld\+json">(.*?)<\/script>/gs,
      )) {
        const json = m[1] ?? "";
        for (const m of json.matchAll(/"telephone":"([^"]+)"/g)) {
          const phone = (m[1] ?? "")
            .replace(/^\+44/, "0")
            .replace(/^(\d{4})(\d{3})(\d{4})$/, "$1 $2 $3");
          expect(allowed, page.path).toContain(phone);
        }
        expect(json, page.path).not.toContain("SK7 1QZ");
        expect(json, page.path).not.toContain('"opens":"09:00"');
      }
    }
  });

  test("every page names the insurer the firm entered, never the sample one", () => {
    for (const page of pages) {
      expect(page.text, page.path).not.toContain(defaultFirmFacts.insurer);
    }
    expect(pages.filter((p) => p.text.includes(changedDetails.insurer)).length).toBe(pages.length);
  });

  test("no page says the old name, in its text, head or structured data", () => {
    // The founders' surnames, Carrow and Hale, are still theirs: only the firm's old names fail.
    const oldName = /Carrow (?:&|&amp;|\\u0026) Hale/;
    for (const page of [...pages, { path: "/admin/firm", html: adminHtml }]) {
      expect(page.html, page.path).not.toMatch(oldName);
    }
    expect(notFoundHtml).not.toMatch(oldName);
    expect(pages.filter((p) => p.text.includes("Hale Carrow")).length).toBe(pages.length);
  });

  test("every title with the firm's name after it ends with the new short name", () => {
    const titleOf = (html: string) => textOf(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? "").trim();
    const suffixed = pages.map((p) => titleOf(p.html)).filter((title) => title.includes(" | "));
    for (const title of suffixed) expect(title).toMatch(/ \| Hale Carrow$/);
    expect(suffixed.length).toBeGreaterThan(pages.length / 2);
    expect(titleOf(pages.find((p) => p.path === "/")?.html ?? "")).toMatch(
      /^Hale Carrow Legal LLP: /,
    );
    expect(titleOf(adminHtml)).toBe("Firm details | Hale Carrow admin");
    expect(titleOf(notFoundHtml)).toBe("Page not found | Hale Carrow");
  });

  test("every fee stated with its VAT adds up: VAT is 20% and the total is the sum", () => {
    const pounds = (s: string) => Number(s.replaceAll(",", ""));
    const sums = pages.flatMap((page) =>
      [...page.text.matchAll(/£([\d,]+) plus £([\d,]+) VAT,? (?:which is|so) £([\d,]+)/g)].map(
        (m) => ({
          path: page.path,
          fee: pounds(m[1] ?? ""),
          vat: pounds(m[2] ?? ""),
          total: pounds(m[3] ?? ""),
        }),
      ),
    );
    expect(sums.length).toBeGreaterThanOrEqual(5);
    for (const sum of sums) {
      expect(sum.vat, `${sum.path}: VAT on £${sum.fee}`).toBe(Math.round(sum.fee * 0.2));
      expect(sum.total, `${sum.path}: total of £${sum.fee}`).toBe(sum.fee + sum.vat);
    }
  });
});
