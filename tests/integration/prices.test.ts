import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import type { PriceList } from "~/shared/prices/price-list-schema";
import { quotes, users } from "../../server/db/schema";
import { saveFirmSetting } from "../../server/services/firm/firm-settings";
import { ORIGIN, postPageForm, register } from "./support/accounts";
import { linkMailedTo } from "./support/mail";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 29, items 4 to 8: the firm's prices are one stored document (firm_settings "prices").
 * A saved price list reaches the price pages, the quote, the service and location cards and the
 * compliance overview at once, with no restart; a quote already sent keeps its figures.
 */
let t: TestApp;
let actor: { id: string; name: string };
const QUOTE = "/services/conveyancing/conveyancing-costs";

beforeAll(async () => {
  t = await createTestApp({ QUOTE_MIN_SECONDS: "2" }, undefined, { stoppedClock: true });
  const [admin] = await t.database.handle.db
    .insert(users)
    .values({ email: "prices-admin@example.com", name: "Prices Admin", role: "admin" })
    .returning({ id: users.id, name: users.name });
  if (!admin) throw new Error("no admin");
  actor = admin;
});
afterAll(() => t.close());

/** The page's words without tags, as a reader sees them. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
const page = async (path: string) => text((await request(t.app).get(path).expect(200)).text);

const pricePagePaths = [
  "/compliance/wills-probate",
  "/compliance/lasting-powers-attorney",
  "/compliance/residential-purchase",
  "/compliance/residential-sale",
  "/compliance/residential-mortgage",
  "/services/motoring-offences",
  "/services/employment-law",
];

/** The seed with the changes a practice manager might make at a review. */
function revisedList(): PriceList {
  const list = structuredClone(seedPriceList);
  list.reviewedOn = "2027-01-15";
  const purchase = list.pages["residential-purchase"];
  if (purchase.legalFee.kind !== "banded") throw new Error("purchase is banded");
  purchase.legalFee.bands = purchase.legalFee.bands.map((band) =>
    band.upTo === 150_000
      ? { ...band, amount: 975 }
      : band.upTo === 250_000
        ? { ...band, amount: 1_150 }
        : band,
  );
  purchase.supplements = purchase.supplements.map((s) =>
    s.id === "lender" ? { ...s, amount: 200 } : s,
  );
  list.pages["wills-probate"].supplements = list.pages["wills-probate"].supplements.map((s) =>
    s.id === "single-will" ? { ...s, amount: 325 } : s,
  );
  list.services["wills-probate"] = {
    ...list.services["wills-probate"],
    leadLawyer: "aisha-rahman",
  };
  list.services["family-law"] = {
    ...list.services["family-law"],
    typicalRange: { from: 1_500, to: 4_000, vat: true, basis: "hourly" },
  };
  return list;
}

/** E-mails a purchase quote at today's prices and returns its reference. */
async function emailQuote(email: string, answers: Record<string, string>): Promise<string> {
  const shown = await request(t.app)
    .get(`${QUOTE}?${new URLSearchParams(answers)}`)
    .expect(200);
  const startedAt = shown.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
  t.clock.advance(5);
  const sent = await postPageForm(t.app, QUOTE)
    .send({ ...answers, email, startedAt })
    .expect(302);
  return new URL(sent.headers.location as string, ORIGIN).searchParams.get("emailed") ?? "";
}

describe("the stored price list", () => {
  test("with nothing saved, every page shows the seed figures and the date they were reviewed", async () => {
    for (const path of pricePagePaths) {
      const shown = await page(path);
      expect(shown, path).toContain("Prices reviewed on 22 November 2026");
      // Every price token in the words was filled.
      expect(shown, path).not.toMatch(/\{(?:fee|vat|total):/);
    }
    const purchase = await page("/compliance/residential-purchase");
    expect(purchase).toContain(
      "our fee is £1,095 plus £175 for acting for your lender, so £1,270 plus £254 VAT, which is £1,524 .",
    );
    const wills = await page("/services/wills-probate");
    expect(wills).toContain("£295 + VAT");
    expect(wills).toMatch(/Your lawyer (?:EC )?Eleanor Carrow/);
    expect(await page("/compliance")).toContain("From £950 + VAT");
    // Nothing seeded for unpriced services: the card says how fees are set, with no figure.
    expect(await page("/services/family-law")).not.toContain("Typically £");
  });

  test("a saved change reaches the price pages, the quote, the cards and the overview at once; a sent quote keeps its figures", async () => {
    const client = await register(t.app, { name: "Petra Prices" });
    const link = await linkMailedTo(t, client.email, "/auth/verify-email/");
    await postPageForm(t.app, link).set("Cookie", client.cookie).send({}).expect(302);
    const answers = {
      type: "purchase",
      purchasePrice: "250000",
      tenure: "freehold",
      mortgage: "yes",
    };
    const reference = await emailQuote(client.email, answers);
    expect(reference).toMatch(/^QT-/);

    // Every page is rendered (and kept) at the old prices first.
    const quoteQuery = `${QUOTE}?${new URLSearchParams(answers)}`;
    expect(await page(quoteQuery)).toContain("£1,095");
    await page("/locations/bramhall/wills-probate");

    const saved = await saveFirmSetting(t.database.handle.db, {
      key: "prices",
      value: revisedList(),
      before: seedPriceList,
      expectedVersion: 0,
      actor,
      summary: "Prices reviewed",
    });
    expect(saved).toEqual({ ok: true, version: 1 });

    const purchase = await page("/compliance/residential-purchase");
    expect(purchase).toContain("Prices reviewed on 15 January 2027");
    expect(purchase).toContain(
      "our fee is £1,150 plus £200 for acting for your lender, so £1,350 plus £270 VAT, which is £1,620 .",
    );
    expect(purchase).not.toContain("£1,095");
    for (const path of pricePagePaths) {
      expect(await page(path), path).toContain("Prices reviewed on 15 January 2027");
    }

    const quote = await page(quoteQuery);
    expect(quote).toContain("£1,150");
    expect(quote).not.toContain("£1,095");

    const wills = await page("/services/wills-probate");
    expect(wills).toContain("£325 + VAT");
    expect(wills).not.toContain("£295 + VAT");
    // The lead lawyer the firm chose is the one the card names.
    expect(wills).toMatch(/Your lawyer (?:AR )?Aisha Rahman/);
    // The key facts name the lead first too.
    const team = wills.slice(wills.indexOf("Who does the work"));
    expect(team.indexOf("Aisha Rahman")).toBeLessThan(team.indexOf("Eleanor Carrow"));
    const local = await page("/locations/bramhall/wills-probate");
    expect(local).toContain("£325 + VAT");
    expect(local).toMatch(/Your lawyer (?:AR )?Aisha Rahman/);

    const overview = await page("/compliance");
    expect(overview).toContain("From £975 + VAT");
    expect(overview).toContain("Prices reviewed on 15 January 2027");

    expect(await page("/services/family-law")).toContain(
      "Typically £1,500 to £4,000 + VAT, charged by the hour",
    );

    // The quote sent before the change keeps the figures and the day it was quoted.
    const [row] = await t.database.handle.db
      .select()
      .from(quotes)
      .where(eq(quotes.reference, reference));
    expect(row?.figures?.sections[0]?.legalFee.net).toEqual({ min: 1_095, max: 1_095 });
    const kept = await request(t.app)
      .get(`/account/quotes/${reference}`)
      .set("Cookie", client.cookie)
      .expect(200);
    expect(text(kept.text)).toContain("£1,095");
    expect(text(kept.text)).not.toContain("£1,150");
  });

  test("a stored list that is not valid, or leaves a price in the words unfilled, is not used: the pages keep to the seed", async () => {
    const broken = { ...revisedList(), reviewedOn: "not a date" };
    const saved = await saveFirmSetting(t.database.handle.db, {
      key: "prices",
      value: broken,
      before: revisedList(),
      expectedVersion: 1,
      actor,
      summary: "Broken by hand",
    });
    expect(saved.ok).toBe(true);
    expect(await page("/compliance/residential-purchase")).toContain(
      "Prices reviewed on 22 November 2026",
    );
    expect(t.logs.some((l) => l.key === "prices" && typeof l.msg === "string")).toBe(true);

    // Valid in itself, but the purchase page's worked example names the lender's supplement.
    const withoutLender = revisedList();
    withoutLender.pages["residential-purchase"].supplements = withoutLender.pages[
      "residential-purchase"
    ].supplements.filter((s) => s.id !== "lender");
    const again = await saveFirmSetting(t.database.handle.db, {
      key: "prices",
      value: withoutLender,
      before: broken,
      expectedVersion: 2,
      actor,
      summary: "Lender supplement withdrawn",
    });
    expect(again.ok).toBe(true);
    const purchase = await page("/compliance/residential-purchase");
    expect(purchase).toContain("Prices reviewed on 22 November 2026");
    expect(purchase).not.toContain("{fee:");
  });
});
