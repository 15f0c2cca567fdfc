import { describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { quoteSchema } from "~/shared/quote/quote-schema";
import { quoteLeadNotification } from "./quote-lead-mail";

const input = quoteSchema.parse({
  type: "purchase",
  purchasePrice: "450000",
  tenure: "leasehold",
  mortgage: "yes",
  firstTimeBuyer: "yes",
});
const mail = quoteLeadNotification(
  {
    id: "6f1c2a64-0000-4000-8000-000000000001",
    reference: "QT-4KX7PQ",
    email: "buyer@example.com",
    input,
    total: { min: 2089.4, max: 2340.4 },
  },
  "https://example.test",
  defaultFirmFacts,
);

describe("the firm's notice of a new quote lead", () => {
  test("names the lead and links to its page in the admin area", () => {
    expect(mail.subject).toBe("New quote lead QT-4KX7PQ: buying");
    const link = "https://example.test/admin/leads/6f1c2a64-0000-4000-8000-000000000001";
    expect(mail.text).toContain(`Open the quote lead: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain("Total quoted: £2,089.40 to £2,340.40 including VAT");
  });

  test.each([
    ["plain text", mail.text],
    ["HTML", mail.html],
  ])("holds the address but not the visitor's other answers (%s)", (_part, body) => {
    expect(body).toContain("buyer@example.com");
    for (const answer of ["450,000", "Leasehold", "First-time buyer", "mortgage"]) {
      expect(body).not.toContain(answer);
    }
  });
});
