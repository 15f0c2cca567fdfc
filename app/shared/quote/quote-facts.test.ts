import { describe, expect, test } from "vitest";
import { quoteFacts } from "./quote-facts";
import { quoteSchema } from "./quote-schema";

const facts = (answers: Record<string, string>) =>
  Object.fromEntries(quoteFacts(quoteSchema.parse(answers)).map((f) => [f.label, f.value]));

describe("the facts a quote is for", () => {
  test("a purchase names its price, tenure, mortgage and each tick, yes or no", () => {
    expect(
      facts({
        type: "purchase",
        purchasePrice: "295,000",
        tenure: "leasehold",
        mortgage: "yes",
        firstTimeBuyer: "yes",
      }),
    ).toEqual({
      "What you are doing": "Buying",
      "Purchase price": "£295,000",
      "The home you are buying": "Leasehold",
      "Buying with a mortgage": "Yes",
      "A new build": "No",
      "First-time buyer": "Yes",
      "Will own another home as well": "No",
      "Not resident in the UK": "No",
    });
  });

  test("a sale and purchase names both homes; a remortgage its value", () => {
    expect(
      facts({
        type: "sale-and-purchase",
        salePrice: "250000",
        saleTenure: "freehold",
        purchasePrice: "400k",
      }),
    ).toMatchObject({
      "What you are doing": "Selling and buying",
      "Sale price": "£250,000",
      "The home you are selling": "Freehold",
      "Purchase price": "£400,000",
    });
    expect(facts({ type: "remortgage", propertyValue: "300000" })).toEqual({
      "What you are doing": "Remortgaging",
      "Value of your home": "£300,000",
      "Your home": "Freehold",
    });
  });
});
