import { describe, expect, test } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { calculateQuote } from "~/shared/quote/calculate-quote";
import { quoteSchema } from "~/shared/quote/quote-schema";
import { quoteMail } from "./quote-mail";

const input = quoteSchema.parse({
  type: "purchase",
  purchasePrice: "450000",
  tenure: "leasehold",
  mortgage: "yes",
  firstTimeBuyer: "yes",
});
const quote = calculateQuote(input, "2026-11-27", seedPriceList);
const mail = quoteMail(
  "QT-4KX7PQ",
  { input, quote, quotedOn: "2026-11-27" },
  "https://example.test",
  defaultFirmFacts,
);
const textOfHtml = mail.html
  .replace(/<[^>]+>/g, " ")
  .replace(/&#x27;|&#39;/g, "'")
  .replace(/\s+/g, " ");

describe("the e-mailed quote", () => {
  test.each([
    ["plain text", mail.text.replace(/\s+/g, " ")],
    ["HTML", textOfHtml],
  ])(
    "restates the facts it quotes for before saying fees are fixed for them (%s)",
    (_part, body) => {
      for (const fact of [
        "What this quote is for",
        "Purchase price £450,000",
        "The home you are buying Leasehold",
        "Buying with a mortgage Yes",
        "First-time buyer Yes",
        "Quoted on 27 November 2026",
      ]) {
        expect(body.replace(/: /g, " ").toLowerCase()).toContain(fact.toLowerCase());
      }
      expect(body.toLowerCase().indexOf("what this quote is for")).toBeLessThan(
        body.indexOf("fixed for the facts above"),
      );
    },
  );

  test.each([
    ["plain text", mail.text.replace(/\s+/g, " ")],
    ["HTML", textOfHtml],
  ])("says stamp duty is in the total, and never that it is not included (%s)", (_part, body) => {
    // First-time buyer, £450,000: 5% of £150,000 above the £300,000 relief.
    expect(body).toContain("including VAT and Stamp Duty Land Tax");
    expect(body).toContain("Stamp Duty Land Tax: £7,500, included in the total above");
    expect(body).not.toContain("Stamp Duty Land Tax itself");
  });
});
