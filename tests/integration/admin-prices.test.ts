import { and, count, desc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import { pageToForm } from "~/lib/admin/prices-form";
import { type PriceList, servicePriceSlugs } from "~/shared/prices/price-list-schema";
import { auditLog } from "../../server/db/schema";
import { readFirmSetting } from "../../server/services/firm/firm-settings";
import { signedInAs } from "./support/accounts";
import { decodeEntities, getAs, postAs } from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 29 items 4, 5, 6 and 8: admins edit the published figures, the cards' fees, the lead
 * lawyers and typical ranges at /admin/prices; staff cannot. Every save is checked against the
 * schema and the team, made on the version the screen loaded, and audited with before and after.
 */
let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, "admin")).cookie;
  staff = (await signedInAs(t, "staff")).cookie;
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const purchasePath = "/admin/prices/residential-purchase";

/** The form's fields as a browser posts them: ticked boxes as "yes", unticked ones left out. */
function flatten(value: unknown, name = "", into: Record<string, string> = {}) {
  if (typeof value === "boolean") {
    if (value) into[name] = "yes";
  } else if (typeof value === "string") into[name] = value;
  else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      flatten(v, `${name}.${i}`, into);
    });
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) flatten(v, name ? `${name}.${k}` : k, into);
  }
  return into;
}

async function stored(): Promise<{ list: PriceList; version: number }> {
  const row = await readFirmSetting(db(), "prices");
  return row
    ? { list: row.value as PriceList, version: row.version }
    : { list: seedPriceList, version: 0 };
}

/** The purchase page's form as stored, with changes, ready to post. */
async function purchaseFields(intent: string, change: Record<string, string> = {}) {
  const { list, version } = await stored();
  const form = flatten(pageToForm(list.pages["residential-purchase"]));
  delete form["legalFee.kind"];
  return { ...form, version: String(version), intent, ...change };
}

/** The overview's form as stored, with changes, ready to post. */
async function overviewFields(change: Record<string, string> = {}) {
  const { list, version } = await stored();
  const fields: Record<string, string> = { version: String(version), reviewedOn: list.reviewedOn };
  for (const path of Object.keys(servicePriceSlugs)) {
    const s = list.services[path] ?? {};
    fields[`services.${path}.leadLawyer`] = s.leadLawyer ?? "";
    if (servicePriceSlugs[path]) fields[`services.${path}.cardFee`] = s.cardFee ?? "";
  }
  return { ...fields, ...change };
}

async function priceAudits() {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "firm.prices-change"), eq(auditLog.entityId, "prices")))
    .orderBy(desc(auditLog.at));
}

/** Nothing was written: the same stored version and the same audit entries as before. */
async function unchangedBy(run: () => Promise<void>) {
  const before = await stored();
  const [audits] = await db().select({ n: count() }).from(auditLog);
  await run();
  expect(await stored()).toEqual(before);
  expect((await db().select({ n: count() }).from(auditLog))[0]).toEqual(audits);
}

describe("who may change prices", () => {
  test("staff are refused the price screens, GET and POST, and nothing is written", async () => {
    await unchangedBy(async () => {
      for (const path of ["/admin/prices", purchasePath]) {
        const page = await getAs(t.app, staff, path).expect(403);
        expect(page.text).toContain("Only administrators can change prices");
      }
      await postAs(t.app, staff, "/admin/prices", await overviewFields()).expect(403);
      await postAs(
        t.app,
        staff,
        purchasePath,
        await purchaseFields("save", { "legalFee.bands.1.amount": "1" }),
      ).expect(403);
    });
  });

  test("the Prices link is in the admin menu for admins only", async () => {
    const forAdmin = await getAs(t.app, admin, "/admin").expect(200);
    expect(forAdmin.text).toContain('href="/admin/prices"');
    const forStaff = await getAs(t.app, staff, "/admin").expect(200);
    expect(forStaff.text).not.toContain('href="/admin/prices"');
  });
});

describe("editing a price page", () => {
  test("the overview lists the seven price pages with edit and public links", async () => {
    const res = await getAs(t.app, admin, "/admin/prices").expect(200);
    expect(res.text).toContain('href="/admin/prices/residential-purchase"');
    expect(res.text).toContain('href="/compliance/residential-purchase"');
    expect(res.text).toContain('href="/services/motoring-offences"');
    expect(res.text).toContain('href="/admin/prices/employment-law"');
  });

  test("Preview shows the unsaved figure beside the form and saves nothing", async () => {
    const opened = await getAs(t.app, admin, purchasePath).expect(200);
    expect(opened.text).toContain("Preview: not saved");
    expect(opened.text).toContain("£1,095");
    await unchangedBy(async () => {
      const res = await postAs(
        t.app,
        admin,
        purchasePath,
        await purchaseFields("preview", { "legalFee.bands.1.amount": "£1,150" }),
      ).expect(200);
      // The public page's own table, drawn from the posted figures: £1,150 + £230 VAT.
      expect(res.text).toContain("£1,150");
      expect(res.text).toContain("£1,380");
      expect(res.text).toContain("Preview updated");
    });
  });

  test("an admin changes a purchase band: saved, audited with before and after, in force at once", async () => {
    // The public page is rendered and kept first, as a running site would have it.
    expect(
      (await request(t.app).get("/compliance/residential-purchase").expect(200)).text,
    ).toContain("£1,095");
    const res = await postAs(
      t.app,
      admin,
      purchasePath,
      await purchaseFields("save", { "legalFee.bands.1.amount": "1150" }),
    ).expect(302);
    expect(res.headers.location).toBe(purchasePath);
    // The next page says it was saved.
    expect(decodeURIComponent(String(res.headers["set-cookie"]))).toContain(
      "Prices saved: Buying a home: our prices",
    );

    const { list, version } = await stored();
    expect(version).toBe(1);
    const fee = list.pages["residential-purchase"].legalFee;
    expect(fee.kind === "banded" && fee.bands[1]).toEqual({ upTo: 250_000, amount: 1150 });
    // Everything else is as it was.
    expect({ ...list, pages: { ...list.pages, "residential-purchase": null } }).toEqual({
      ...seedPriceList,
      pages: { ...seedPriceList.pages, "residential-purchase": null },
    });

    const [entry] = await priceAudits();
    expect(entry?.summary).toBe(
      "Prices: residential purchase — band up to £250,000: £1,095 → £1,150",
    );
    expect(entry?.actorName).toBe("Test admin");
    const details = entry?.details as { before: PriceList; after: PriceList };
    const band = (l: PriceList) => {
      const f = l.pages["residential-purchase"].legalFee;
      return f.kind === "banded" ? f.bands[1]?.amount : undefined;
    };
    expect(band(details.before)).toBe(1095);
    expect(band(details.after)).toBe(1150);

    // The prices every page reads, in this process at once.
    expect(band(await t.app.firm.prices())).toBe(1150);
    // The editor opens on the saved figure; the overview says who changed it last.
    expect((await getAs(t.app, admin, purchasePath).expect(200)).text).toContain('value="1150"');
    const overview = await getAs(t.app, admin, "/admin/prices").expect(200);
    expect(overview.text).toContain("Last changed by Test admin on");
    // The public page, kept before the change, shows the new band at once.
    const page = await request(t.app).get("/compliance/residential-purchase").expect(200);
    expect(page.text).toContain("£1,150");
    expect(page.text).not.toContain("£1,095");
  });

  test.each<{ problem: string; change: Record<string, string>; message: string; kept: string }>([
    {
      problem: "band upper prices not ascending",
      change: { "legalFee.bands.2.upTo": "200000" },
      message: "Each band's upper price must be above the one before",
      kept: 'value="200000"',
    },
    {
      problem: "a negative amount",
      change: { "supplements.0.amount": "-5" },
      message: "An amount cannot be negative",
      kept: 'value="-5"',
    },
    {
      problem: "the last band not open-ended",
      change: { "legalFee.bands.5.upTo": "2000000" },
      message: "The last band must be open-ended (no upper price)",
      kept: 'value="2000000"',
    },
    {
      problem: "an amount in words",
      change: { "disbursements.7.from": "twelve pounds" },
      message: "Enter an amount in pounds",
      kept: 'value="twelve pounds"',
    },
  ])(
    "$problem: 400 with the message by its box, the input kept, nothing written",
    async ({ change, message, kept }) => {
      await unchangedBy(async () => {
        const res = await postAs(
          t.app,
          admin,
          purchasePath,
          await purchaseFields("save", { ...change, "supplements.1.label": "New build home" }),
        ).expect(400);
        const html = decodeEntities(res.text);
        expect(html).toContain("There is a problem");
        expect(html).toContain(message);
        const [name] = Object.keys(change);
        expect(html).toContain(`id="price-${name}-error"`);
        expect(html).toContain(kept);
        // The admin's other changes are kept too.
        expect(html).toContain('value="New build home"');
      });
    },
  );

  test("removing a fee a service card quotes is refused with a way forward", async () => {
    await unchangedBy(async () => {
      const res = await postAs(t.app, admin, "/admin/prices/lasting-powers-attorney", {
        ...flatten(pageToForm((await stored()).list.pages["lasting-powers-attorney"])),
        version: String((await stored()).version),
        intent: "remove:legalFee.fees.0",
      }).expect(200);
      // Removing only draws the form again; saving the removal is what is refused.
      expect(res.text).not.toContain('value="One lasting power of attorney"');
      const fields = flatten(pageToForm((await stored()).list.pages["lasting-powers-attorney"]));
      for (const key of Object.keys(fields))
        if (key.startsWith("legalFee.fees.0.")) fields[key] = "";
      const refused = await postAs(t.app, admin, "/admin/prices/lasting-powers-attorney", {
        ...fields,
        version: String((await stored()).version),
        intent: "save",
      }).expect(400);
      expect(decodeEntities(refused.text)).toContain(
        "The consultation card on the Lasting powers of attorney page quotes a fee that is no longer on this page",
      );
    });
  });

  test("removing a line the page's words name is refused, and nothing is written", async () => {
    await unchangedBy(async () => {
      // The purchase page's VAT example names the lender supplement ({fee:residential-purchase/lender}).
      const refused = await postAs(
        t.app,
        admin,
        purchasePath,
        await purchaseFields("save", { "supplements.3.label": "", "supplements.3.amount": "" }),
      ).expect(400);
      expect(decodeEntities(refused.text)).toContain(
        "The website's words name a line this change takes away",
      );
      expect(refused.text).toContain('value="1150"');
    });
  });

  test("a save from a screen opened before someone else's save is refused, input kept", async () => {
    const fields = await purchaseFields("save", {
      "legalFee.bands.0.amount": "975",
      version: "0",
    });
    await unchangedBy(async () => {
      const res = await postAs(t.app, admin, purchasePath, fields).expect(409);
      const html = decodeEntities(res.text);
      expect(html).toContain("Someone else saved the prices since you opened this page");
      expect(html).toContain('value="975"');
    });
  });

  test("Add a band works without JavaScript: the form comes back with one more empty band", async () => {
    await unchangedBy(async () => {
      const res = await postAs(
        t.app,
        admin,
        purchasePath,
        await purchaseFields("add:legalFee.bands", { "legalFee.bands.0.amount": "960" }),
      ).expect(200);
      const html = res.text;
      // Six bands were stored; seven come back, the new one before the open-ended last.
      expect(html).toContain('name="legalFee.bands.6.upTo"');
      expect(html).not.toContain('name="legalFee.bands.7.upTo"');
      expect(html).toMatch(/name="legalFee\.bands\.5\.upTo"[^>]*value=""/);
      expect(html).toMatch(/name="legalFee\.bands\.6\.amount"[^>]*value="2450"/);
      // What was typed before pressing the button is still there.
      expect(html).toContain('value="960"');
    });
  });

  test("a supplement added and filled in is saved with an id made from its label", async () => {
    const added = await postAs(
      t.app,
      admin,
      purchasePath,
      await purchaseFields("add:supplements"),
    ).expect(200);
    expect(added.text).toContain('name="supplements.6.label"');
    await postAs(
      t.app,
      admin,
      purchasePath,
      await purchaseFields("save", {
        "supplements.6.label": "Help to Buy ISA",
        "supplements.6.amount": "50",
        "supplements.6.basis": "fixed",
        "supplements.6.vat": "yes",
      }),
    ).expect(302);
    const page = (await stored()).list.pages["residential-purchase"];
    expect(page.supplements.at(-1)).toEqual({
      id: "help-to-buy-isa",
      label: "Help to Buy ISA",
      amount: 50,
      vat: true,
      basis: "fixed",
    });
  });
  test("a row is removed by its Remove button, or by clearing its boxes and saving", async () => {
    const removed = await postAs(
      t.app,
      admin,
      purchasePath,
      await purchaseFields("remove:supplements.4"),
    ).expect(200);
    expect(removed.text).not.toContain('value="Gifted deposit"');
    expect(removed.text).toContain('value="Unregistered property"');

    const cleared = await purchaseFields("save", {
      "supplements.4.label": "",
      "supplements.4.amount": "",
    });
    await postAs(t.app, admin, purchasePath, cleared).expect(302);
    const page = (await stored()).list.pages["residential-purchase"];
    expect(page.supplements.map((s) => s.id)).not.toContain("gifted-deposit");
    expect(page.supplements.map((s) => s.id)).toContain("unregistered");
    const [entry] = await priceAudits();
    expect(entry?.summary).toBe("Prices: residential purchase — removed Gifted deposit");
  });
});

describe("the overview: review date, card fees, lead lawyers and typical ranges", () => {
  test("an admin sets a lead lawyer, a card fee, a typical range and the review date", async () => {
    const before = await stored();
    await postAs(
      t.app,
      admin,
      "/admin/prices",
      await overviewFields({
        reviewedOn: "2026-11-27",
        "services.wills-probate.cardFee": "mirror-wills",
        "services.family-law.leadLawyer": "richard-hale",
        "services.family-law.typicalRange.from": "1,500",
        "services.family-law.typicalRange.to": "4000",
        "services.family-law.typicalRange.vat": "yes",
        "services.family-law.typicalRange.basis": "fixed",
      }),
    ).expect(302);
    const { list, version } = await stored();
    expect(version).toBe(before.version + 1);
    expect(list.reviewedOn).toBe("2026-11-27");
    expect(list.services["wills-probate"]?.cardFee).toBe("mirror-wills");
    expect(list.services["family-law"]).toEqual({
      leadLawyer: "richard-hale",
      typicalRange: { from: 1500, to: 4000, vat: true, basis: "fixed" },
    });
    // Nothing is seeded for the other unpriced services.
    expect(list.services["criminal-law"]?.typicalRange).toBeUndefined();
    expect(list.pages).toEqual(before.list.pages);
    const [entry] = await priceAudits();
    expect(entry?.summary).toContain("reviewed on 2026-11-22 → 2026-11-27");
    expect(entry?.summary).toContain("family law page — lead lawyer hannah-doyle → richard-hale");
  });

  test.each<{ problem: string; change: Record<string, string>; message: string; field: string }>([
    {
      problem: "a card fee from another page",
      change: { "services.conveyancing.cardFee": "single-will" },
      message:
        "The card must quote a fee published on this service's own price page (residential-purchase)",
      field: "services.conveyancing.cardFee",
    },
    {
      problem: "an unknown lead lawyer",
      change: { "services.criminal-law.leadLawyer": "nobody-here" },
      message: '"nobody-here" is not a member of the team',
      field: "services.criminal-law.leadLawyer",
    },
    {
      problem: "a typical range upside down",
      change: {
        "services.business-law.typicalRange.from": "5000",
        "services.business-law.typicalRange.to": "1000",
        "services.business-law.typicalRange.basis": "hourly",
      },
      message: "The upper figure must not be less than the lower one",
      field: "services.business-law.typicalRange.to",
    },
  ])(
    "$problem: 400 with the message by its control, nothing written",
    async ({ change, message, field }) => {
      await unchangedBy(async () => {
        const res = await postAs(
          t.app,
          admin,
          "/admin/prices",
          await overviewFields({ ...change, reviewedOn: "2026-12-01" }),
        ).expect(400);
        const html = decodeEntities(res.text);
        expect(html).toContain(message);
        expect(html).toContain(`id="price-${field}-error"`);
        expect(html).toContain('value="2026-12-01"');
      });
    },
  );

  test("a stale version is a conflict on the overview too, and nothing is written", async () => {
    await unchangedBy(async () => {
      const res = await postAs(
        t.app,
        admin,
        "/admin/prices",
        await overviewFields({ version: "0", reviewedOn: "2026-12-02" }),
      ).expect(409);
      const html = decodeEntities(res.text);
      expect(html).toContain("Someone else saved the prices since you opened this page");
      expect(html).toContain('value="2026-12-02"');
    });
  });
});
