import { formatPounds } from "~/shared/money";
import type { QuoteInput } from "./quote-schema";

export interface QuoteFact {
  label: string;
  value: string;
}

const doing: Record<QuoteInput["type"], string> = {
  purchase: "Buying",
  sale: "Selling",
  "sale-and-purchase": "Selling and buying",
  remortgage: "Remortgaging",
};
const tenureWord = (t: "freehold" | "leasehold") => (t === "freehold" ? "Freehold" : "Leasehold");
const yesNo = (v: boolean) => (v ? "Yes" : "No");

/**
 * The facts a quote was worked out for, in the words of the quote form: what "our fees are
 * fixed for the facts above" refers to, in the e-mail and wherever a saved quote is shown.
 */
export function quoteFacts(input: QuoteInput): QuoteFact[] {
  const facts: QuoteFact[] = [{ label: "What you are doing", value: doing[input.type] }];
  if (input.type === "sale" || input.type === "sale-and-purchase") {
    facts.push({ label: "Sale price", value: formatPounds(input.salePrice) });
    facts.push({
      label: "The home you are selling",
      value: tenureWord(input.type === "sale" ? input.tenure : input.saleTenure),
    });
  }
  if (input.type === "purchase" || input.type === "sale-and-purchase") {
    facts.push(
      { label: "Purchase price", value: formatPounds(input.purchasePrice) },
      { label: "The home you are buying", value: tenureWord(input.tenure) },
      { label: "Buying with a mortgage", value: yesNo(input.mortgage) },
      { label: "A new build", value: yesNo(input.newBuild) },
      { label: "First-time buyer", value: yesNo(input.firstTimeBuyer) },
      { label: "Will own another home as well", value: yesNo(input.additionalProperty) },
      { label: "Not resident in the UK", value: yesNo(input.nonResident) },
    );
  }
  if (input.type === "remortgage") {
    facts.push(
      { label: "Value of your home", value: formatPounds(input.propertyValue) },
      { label: "Your home", value: tenureWord(input.tenure) },
    );
  }
  return facts;
}
