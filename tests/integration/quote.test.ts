import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox, quotes } from "../../server/db/schema";
import { ORIGIN, postPageForm, register } from "./support/accounts";
import { linkMailedTo } from "./support/mail";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const QUOTE_PATH = "/services/conveyancing/conveyancing-costs";
// The app's clock stands still unless moved: a busy machine cannot make a post "slow".
beforeAll(async () => {
  t = await createTestApp({ QUOTE_MIN_SECONDS: "2" }, undefined, { stoppedClock: true });
});
afterAll(() => t.close());

const QUOTE = "/services/conveyancing/conveyancing-costs";
/** A person taking their time over the form. */
const takeTime = () => {
  t.clock.advance(5);
};

/** The e-mail form's signed "shown at" value on a finished quote, as a browser posts it back. */
async function startedAt(query: string): Promise<string> {
  const html = (await request(t.app).get(`${QUOTE}?${query}`).expect(200)).text;
  return html.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
}
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The band rows of a compliance page's fee table: [from, to|null, fee]. */
function bandsOnPricePage(html: string): Array<{ upTo: number | null; fee: string }> {
  return [
    ...text(html).matchAll(
      /(?:Up to|to|Over) £([\d,]+)(?: \(starting fee\))? (£[\d,]+) £[\d,]+ £[\d,]+/g,
    ),
  ].map((m) => ({
    upTo: m[0].startsWith("Over") ? null : Number(m[1]?.replace(/,/g, "")),
    fee: m[2] ?? "",
  }));
}

describe("the quote and the SRA price pages agree", () => {
  test.each([
    [
      "purchase",
      "residential-purchase",
      "purchasePrice",
      [95_000, 150_000, 295_000, 450_000, 800_000, 2_000_000],
    ],
    ["sale", "residential-sale", "salePrice", [95_000, 250_000, 600_000, 1_500_000]],
  ] as const)(
    "a %s's legal fee is the band the /compliance page shows for that price",
    async (type, page, field, prices) => {
      const bands = bandsOnPricePage(
        (await request(t.app).get(`/compliance/${page}`).expect(200)).text,
      );
      expect(bands.length).toBeGreaterThanOrEqual(5);
      for (const price of prices) {
        const expected = bands.find((b) => b.upTo === null || price <= b.upTo)?.fee;
        const html = (
          await request(t.app).get(`${QUOTE}?type=${type}&${field}=${price}`).expect(200)
        ).text;
        expect(text(html), `${type} at £${price}`).toMatch(
          new RegExp(`Our legal fee(?: \\([^)]*\\))? ${expected?.replace("£", "£")} `),
        );
      }
    },
  );

  test("a remortgage shows the fixed fee from its price page", async () => {
    const page = text(
      (await request(t.app).get("/compliance/residential-mortgage").expect(200)).text,
    );
    const fee = page.match(/Remortgage of a freehold home .*?(£[\d,]+)/)?.[1];
    const quote = text(
      (await request(t.app).get(`${QUOTE}?type=remortgage&propertyValue=300000`).expect(200)).text,
    );
    expect(quote).toContain(`Our legal fee ${fee} `);
  });
});

describe("the quote form", () => {
  test("with JavaScript, the answers' data request is answered afresh, not from the kept page", async () => {
    // The plain page is kept and shared; its data request with answers must not be.
    await request(t.app).get(QUOTE_PATH).expect(200);
    await request(t.app).get(`${QUOTE_PATH}.data`).expect(200);
    const answered = await request(t.app).get(`${QUOTE_PATH}.data?type=purchase`).expect(200);
    expect(answered.text).toContain('"purchase"');
    const plain = await request(t.app).get(`${QUOTE_PATH}.data`).expect(200);
    expect(plain.text).not.toContain('"purchase"');
  });

  test("without answers it asks what you are doing; bad prices get clear messages", async () => {
    const empty = await request(t.app).get(QUOTE).expect(200);
    expect(empty.text).toContain("What are you doing?");
    expect(empty.text).not.toContain('id="quote-result-heading"');
    const bad = await request(t.app).get(`${QUOTE}?type=purchase&purchasePrice=lots`).expect(200);
    expect(bad.text).toContain("There is a problem");
    expect(bad.text).toContain("Enter the purchase price as a number of pounds, like 295,000");
    const negative = await request(t.app)
      .get(`${QUOTE}?type=purchase&purchasePrice=-300000`)
      .expect(200);
    expect(negative.text).toContain("Enter the purchase price as a number of pounds");
  });

  test("a purchase quote includes SDLT and the not-included list from the price page", async () => {
    const html = text(
      (await request(t.app).get(`${QUOTE}?type=purchase&purchasePrice=295000`).expect(200)).text,
    );
    expect(html).toContain("Stamp Duty Land Tax: £4,750");
    expect(html).toContain("What is not included");
    // The total includes the tax, so the page never also lists it as not included.
    expect(html).toContain("including VAT and Stamp Duty Land Tax");
    expect(html).toContain("Included in the total above");
    expect(html).not.toContain("Stamp Duty Land Tax itself");
    // The e-mail form says what happens to the address, with the policy a click away.
    expect(html).toContain("We keep your address with the quote for 12 months");
  });

  test("'E-mail me this quote' stores it with a reference and queues the e-mail", async () => {
    const token = await startedAt("type=purchase&purchasePrice=295000&tenure=freehold");
    takeTime();
    const res = await postPageForm(t.app, QUOTE)
      .send({
        type: "purchase",
        purchasePrice: "295000",
        tenure: "freehold",
        email: "buyer@example.com",
        startedAt: token,
        website: "",
      })
      .expect(302);
    const reference =
      new URL(res.headers.location as string, ORIGIN).searchParams.get("emailed") ?? "";
    expect(reference).toMatch(/^QT-[2-9A-Z]{6}$/);
    const [row] = await t.database.handle.db
      .select()
      .from(quotes)
      .where(eq(quotes.reference, reference));
    expect(row?.email).toBe("buyer@example.com");
    const [mail] = await t.database.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `quote:${row?.id}:email`));
    expect(mail?.to).toEqual(["buyer@example.com"]);
    expect(mail?.text).toContain("Stamp Duty Land Tax: £4,750");
    expect(mail?.text).toContain("SRA number 558160");
    const page = await request(t.app)
      .get(res.headers.location as string)
      .expect(200);
    expect(page.text).toContain(`Your reference is ${reference}`);
  });

  test("/account reopens an e-mailed quote with its facts and the figures as quoted that day", async () => {
    const client = await register(t.app, { name: "Quentin Quoted" });
    const link = await linkMailedTo(t, client.email, "/auth/verify-email/");
    await postPageForm(t.app, link).set("Cookie", client.cookie).send({}).expect(302);
    const answers = {
      type: "purchase",
      purchasePrice: "450000",
      tenure: "leasehold",
      mortgage: "yes",
      firstTimeBuyer: "yes",
    };
    const token = await startedAt(new URLSearchParams(answers).toString());
    takeTime();
    const sent = await postPageForm(t.app, QUOTE)
      .send({ ...answers, email: client.email, startedAt: token })
      .expect(302);
    const reference =
      new URL(sent.headers.location as string, ORIGIN).searchParams.get("emailed") ?? "";
    const db = t.database.handle.db;
    const [row] = await db.select().from(quotes).where(eq(quotes.reference, reference));
    expect(row?.figures?.sdlt?.total).toBe(7_500);
    // Prices have changed since: the kept figures say what was quoted, whatever today's are.
    const figures = row?.figures;
    if (!figures?.sections[0]) throw new Error("no figures kept");
    figures.sections[0].legalFee = { ...figures.sections[0].legalFee, net: { min: 999, max: 999 } };
    await db.update(quotes).set({ figures }).where(eq(quotes.reference, reference));

    const account = await request(t.app).get("/account").set("Cookie", client.cookie).expect(200);
    expect(account.text).toContain(`href="/account/quotes/${reference}"`);
    const page = await request(t.app)
      .get(`/account/quotes/${reference}`)
      .set("Cookie", client.cookie)
      .expect(200);
    const shown = text(page.text);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    for (const fact of [
      "Purchase price £450,000",
      "The home you are buying Leasehold",
      "Buying with a mortgage Yes",
      "First-time buyer Yes",
    ]) {
      expect(shown).toContain(fact);
    }
    expect(shown).toContain("£999");
    expect(shown).toContain("Stamp Duty Land Tax: £7,500");
    expect(shown).toContain("Work this quote out again at today");

    // Nobody else's account opens it; a visitor is asked to sign in.
    const other = await register(t.app, { name: "Olive Other" });
    await request(t.app)
      .get(`/account/quotes/${reference}`)
      .set("Cookie", other.cookie)
      .expect(404);
    const visitor = await request(t.app).get(`/account/quotes/${reference}`).expect(302);
    expect(visitor.headers.location).toMatch(/^\/auth\?next=/);
  });

  test("a bad e-mail address is refused with a message and nothing is stored", async () => {
    const before = (await t.database.handle.db.select().from(quotes)).length;
    // Posted to the quote's own address, as the form does, so the quote and its form are drawn.
    const res = await postPageForm(t.app, `${QUOTE}?type=purchase&purchasePrice=295000`)
      .send({ type: "purchase", purchasePrice: "295000", email: "nope" })
      .expect(400);
    expect(res.text).toContain("Enter an e-mail address in the correct format");
    // The error summary, its message linked to the field, and the address as typed.
    expect(res.text).toContain('id="email-quote-error-summary-title"');
    expect(res.text).toContain('href="#email-quote-email"');
    expect(res.text).toContain('value="nope"');
    expect((await t.database.handle.db.select().from(quotes)).length).toBe(before);
  });

  test.each([
    ["sent faster than a person could", (token: string) => ({ startedAt: token })],
    ["sent without the form's token", () => ({})],
    [
      "sent with the hidden field filled",
      (token: string) => ({ startedAt: token, website: "https://spam.example" }),
    ],
  ])(
    "a quote e-mail %s is shown again to send once more, with nothing stored or sent",
    async (what, guard) => {
      const before = (await t.database.handle.db.select().from(quotes)).length;
      const token = await startedAt("type=sale&salePrice=250000");
      // The form posts to the quote's own address, so it is drawn again under the same quote.
      const res = await postPageForm(t.app, `${QUOTE}?type=sale&salePrice=250000`)
        .send({ type: "sale", salePrice: "250000", email: "seller@example.com", ...guard(token) })
        .expect(400);
      expect(res.text).toContain("nothing has been sent yet");
      expect(res.text).toContain("press &quot;E-mail me this quote&quot; again");
      expect(res.text).toContain('value="seller@example.com"');
      // A genuine token comes back as it was, so the timer runs from the first showing; a
      // missing one is replaced.
      const shownAgain = res.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
      expect(shownAgain).not.toBe("");
      if (what === "sent without the form's token") expect(shownAgain).not.toBe(token);
      else expect(shownAgain).toBe(token);
      expect((await t.database.handle.db.select().from(quotes)).length).toBe(before);
    },
  );

  test("a page without a finished quote carries no form token, so a kept render holds none", async () => {
    expect((await request(t.app).get(QUOTE).expect(200)).text).not.toContain('name="startedAt"');
  });
});

describe("the stamp duty calculator page", () => {
  test("shows the tax and each band for a price", async () => {
    const html = text(
      (
        await request(t.app)
          .get(
            "/services/conveyancing/stamp-duty-calculator?price=295000&completionDate=2026-11-22",
          )
          .expect(200)
      ).text,
    );
    expect(html).toContain("£4,750");
    expect(html).toContain("The first £125,000 0% = £0");
    expect(html).toContain("From £125,001 to £250,000 2% = £2,500");
    expect(html).toContain("From £250,001 to £295,000 5% = £2,250");
  });

  test("first-time buyer relief and the surcharges change the answer", async () => {
    const ftb = text(
      (
        await request(t.app).get(
          "/services/conveyancing/stamp-duty-calculator?price=450000&completionDate=2026-11-22&firstTimeBuyer=yes",
        )
      ).text,
    );
    expect(ftb).toContain("£7,500");
    expect(ftb).toContain("with first-time buyer relief");
  });

  test("bad input gets a field message, not an error page", async () => {
    const res = await request(t.app)
      .get("/services/conveyancing/stamp-duty-calculator?price=abc&completionDate=2026-11-22")
      .expect(200);
    expect(res.text).toContain("Enter the purchase price as a number of pounds");
    const early = await request(t.app)
      .get("/services/conveyancing/stamp-duty-calculator?price=300000&completionDate=2023-01-01")
      .expect(200);
    expect(early.text).toContain("We can only calculate for completions from 2024-10-31");
    // The result box says what is wrong: the date, not a price that was given.
    expect(early.text).toContain("We cannot work out the tax for that completion date");
    expect(early.text).not.toContain("Enter the price to see the tax");
  });
});
