/**
 * SRA price and service information as data. The compliance pages, the service pages and the
 * conveyancing quote all render from these records, so the firm's published prices can never
 * disagree with each other. Amounts are whole pounds; `vat: true` means VAT at 20% is added.
 */
import type { Markdown, PageMeta, Section, TeamSlug } from "../types";

export const VAT_RATE = 0.2;

/**
 * How a piece of work is charged: one agreed sum, or the time spent at hourly rates (the amount
 * shown is then a rate, or an estimate of the total). Service copy is checked against this, so a
 * page cannot call work a fixed fee that the price page charges by the hour.
 */
export type ChargeBasis = "fixed" | "hourly";

export interface Fee {
  /** Stable name the conveyancing quote uses to pick this line ("leasehold", "lender"). */
  id?: string;
  label: string;
  /** Whole pounds, before VAT. */
  amount: number;
  vat: boolean;
  note?: string;
  /** Defaults to "fixed". */
  basis?: ChargeBasis;
}

/** A legal fee that depends on the property price: `upTo` is inclusive; the last band has none. */
export interface FeeBand {
  upTo: number | null;
  amount: number;
}

/** When a disbursement applies, for the quote: every matter, leasehold only, or only sometimes. */
export type DisbursementCondition = "always" | "leasehold" | "sometimes";

export interface Disbursement {
  id?: string;
  /** Defaults to "always". */
  appliesWhen?: DisbursementCondition;
  label: string;
  /** A fixed figure, or a range when it depends on the matter. */
  amount: number | { from: number; to: number };
  vat: boolean;
  /** Who charges it and why; where the figure comes from. */
  note: Markdown;
}

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
  /** Element 1: a single fee, a table of bands, or a range with what moves it. */
  legalFee:
    | { kind: "fixed"; fees: Fee[] }
    | { kind: "banded"; label: string; bands: FeeBand[]; vat: true }
    | {
        kind: "range";
        basis: ChargeBasis;
        from: number;
        to: number;
        vat: boolean;
        explanation: Markdown;
      };
  /** Extra fees that apply in some matters (leasehold, new build, acting for a lender). */
  supplements: Fee[];
  /**
   * Element 4, above the table: what disbursements are and which ones arise in this kind of work
   * (the court, the Office of the Public Guardian, HM Land Registry...), in a sentence or two.
   */
  disbursementsLead: Markdown;
  /** Element 4. */
  disbursements: Disbursement[];
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
