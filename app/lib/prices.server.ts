import type { PricePage } from "~/content/prices/types";
import type { TeamSlug } from "~/content/types";
import type {
  PriceBand,
  PriceDisbursement,
  PriceFee,
  PriceList,
  PriceSlug,
} from "~/shared/prices/price-list-schema";
import { fillPriceTokens } from "~/shared/prices/tokens";
import { formatLongDate } from "~/shared/time/format";
import { type RenderedSection, renderSections } from "./content.server";
import { renderMarkdown } from "./markdown.server";

export type RenderedFee = PriceFee & { noteHtml?: string };

export interface RenderedPricePage {
  slug: string;
  heading: string;
  leadHtml: string;
  basisHtml: string;
  legalFee:
    | { kind: "fixed"; fees: RenderedFee[] }
    | { kind: "banded"; label: string; bands: Array<PriceBand & { from: number }> }
    | { kind: "range"; from: number; to: number; vat: boolean; explanationHtml: string };
  supplements: RenderedFee[];
  disbursementsLeadHtml: string;
  disbursements: Array<PriceDisbursement & { noteHtml: string }>;
  vatHtml: string;
  includes: string[];
  excludes: string[];
  stages: Array<{ title: string; html: string; timescale: string }>;
  timescaleHtml: string;
  team: TeamSlug[];
  supervisor: TeamSlug;
  experienceHtml: string;
  conditionalFeesHtml: string;
  extra: RenderedSection[];
  /** "22 November 2026" and its ISO date: when the firm last reviewed its prices. */
  reviewedOn: { text: string; iso: string };
}

/**
 * A price page ready to send to the browser: the figures from the price list in force, the words
 * from the content, each line's note found by the line's id, and every price token in the words
 * filled from the same list (so an example total can never disagree with the table above it).
 */
export function renderPricePage(content: PricePage, list: PriceList): RenderedPricePage {
  const page = fillPriceTokens(content, list);
  const prices = list.pages[page.slug as PriceSlug];
  if (!prices) throw new Error(`The price list has no page "${page.slug}"`);
  const note = (id: string) => page.notes[id];
  const withNote = (fee: PriceFee): RenderedFee => {
    const text = note(fee.id);
    return { ...fee, noteHtml: text ? renderMarkdown(text) : undefined };
  };
  const fee = prices.legalFee;
  const legalFee: RenderedPricePage["legalFee"] =
    fee.kind === "fixed"
      ? { kind: "fixed", fees: fee.fees.map(withNote) }
      : fee.kind === "banded"
        ? {
            kind: "banded",
            label: fee.label,
            bands: fee.bands.map((band, i) => ({
              ...band,
              from: i === 0 ? 0 : (fee.bands[i - 1]?.upTo ?? 0) + 1,
            })),
          }
        : {
            kind: "range",
            from: fee.from,
            to: fee.to,
            vat: fee.vat,
            explanationHtml: renderMarkdown(page.legalFeeExplanation ?? ""),
          };
  return {
    slug: page.slug,
    heading: page.heading,
    leadHtml: renderMarkdown(page.lead),
    basisHtml: renderMarkdown(page.basisOfCharges),
    legalFee,
    supplements: prices.supplements.map(withNote),
    disbursementsLeadHtml: renderMarkdown(page.disbursementsLead),
    disbursements: prices.disbursements.map((d) => ({
      ...d,
      noteHtml: renderMarkdown(note(d.id) ?? ""),
    })),
    vatHtml: renderMarkdown(page.vat),
    includes: page.includes,
    excludes: page.excludes,
    stages: page.stages.map((s) => ({
      title: s.title,
      html: renderMarkdown(s.body),
      timescale: s.timescale,
    })),
    timescaleHtml: renderMarkdown(page.timescale),
    team: page.people.team,
    supervisor: page.people.supervisor,
    experienceHtml: renderMarkdown(page.people.experience),
    conditionalFeesHtml: renderMarkdown(page.conditionalFees),
    extra: renderSections(page.extra ?? []),
    reviewedOn: { text: formatLongDate(list.reviewedOn), iso: list.reviewedOn },
  };
}
