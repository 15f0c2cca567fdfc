/**
 * SRA price and service information in words. The figures are the firm's stored price list
 * (./seed-prices.ts until an admin saves one); the compliance pages, the service pages and the
 * conveyancing quote all render from that one list, so the published prices can never disagree
 * with each other. Amounts are whole pounds; `vat: true` means VAT at 20% is added.
 */
import type { chargeBases } from "~/shared/prices/price-list-schema";
import type { Markdown, PageMeta, Section, TeamSlug } from "../types";

export const VAT_RATE = 0.2;

/**
 * How a piece of work is charged: one agreed sum, or the time spent at hourly rates (the amount
 * shown is then a rate, or an estimate of the total). Service copy is checked against this, so a
 * page cannot call work a fixed fee that the price page charges by the hour.
 */
export type ChargeBasis = (typeof chargeBases)[number];

export type { DisbursementCondition } from "~/shared/prices/price-list-schema";

export interface Stage {
  title: string;
  body: Markdown;
  /**
   * The price page shows this after "Usually ", so it starts in lower case and carries no hedge
   * of its own: "1 to 2 weeks", "in the first week", "within a few days of your call".
   */
  timescale: string;
}

export interface PricePage {
  /** Path below /compliance: "residential-purchase". */
  slug: string;
  meta: PageMeta;
  heading: string;
  lead: Markdown;
  /** Element 2: fixed fee or hourly rates, and why. */
  basisOfCharges: Markdown;
  /**
   * Element 4, above the table: what disbursements are and which ones arise in this kind of work
   * (the court, the Office of the Public Guardian, HM Land Registry...), in a sentence or two.
   */
  disbursementsLead: Markdown;
  /**
   * Elements 1 and 4 in words: what each priced line covers, who charges it and why, by the
   * line's id in the price list. The figures themselves are the stored price list's
   * (~/shared/prices/price-list-schema.ts); prose figures are price tokens (~/shared/prices/tokens.ts).
   */
  notes: Record<string, Markdown>;
  /** For a legal fee given as a range: what moves the figure. */
  legalFeeExplanation?: Markdown;
  /** Element 5, in words (the tables also show VAT per line). */
  vat: Markdown;
  /** Element 6: what the price includes. */
  includes: string[];
  /** Element 6: what a client might expect but is not included. */
  excludes: string[];
  /** Element 6: key stages with the likely timescale of each. */
  stages: Stage[];
  /** Overall timescale in words. */
  timescale: Markdown;
  /** Element 3: who does the work and who supervises. */
  people: { team: TeamSlug[]; supervisor: TeamSlug; experience: Markdown };
  /** Element 7: conditional-fee or damages-based agreements; say plainly if none are offered. */
  conditionalFees: Markdown;
  /** Anything else worth saying, such as what makes a matter more complex. */
  extra?: Section[];
}
