import type { Disbursement, Fee, FeeBand, PricePage } from "~/content/prices/types";
import type { TeamSlug } from "~/content/types";
import { type RenderedSection, renderSections } from "./content.server";
import { renderMarkdown } from "./markdown.server";

export interface RenderedPricePage {
  slug: string;
  heading: string;
  leadHtml: string;
  basisHtml: string;
  legalFee:
    | { kind: "fixed"; fees: Array<Fee & { noteHtml?: string }> }
    | { kind: "banded"; label: string; bands: Array<FeeBand & { from: number }> }
    | { kind: "range"; from: number; to: number; vat: boolean; explanationHtml: string };
  supplements: Array<Fee & { noteHtml?: string }>;
  disbursementsLeadHtml: string;
  disbursements: Array<Omit<Disbursement, "note"> & { noteHtml: string }>;
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
}

const withNote = (fee: Fee) => ({
  ...fee,
  noteHtml: fee.note ? renderMarkdown(fee.note) : undefined,
});

/** A price page with its Markdown rendered, ready to send to the browser. */
export function renderPricePage(page: PricePage): RenderedPricePage {
  const fee = page.legalFee;
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
            explanationHtml: renderMarkdown(fee.explanation),
          };
  return {
    slug: page.slug,
    heading: page.heading,
    leadHtml: renderMarkdown(page.lead),
    basisHtml: renderMarkdown(page.basisOfCharges),
    legalFee,
    supplements: page.supplements.map(withNote),
    disbursementsLeadHtml: renderMarkdown(page.disbursementsLead),
    disbursements: page.disbursements.map(({ note, ...d }) => ({
      ...d,
      noteHtml: renderMarkdown(note),
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
  };
}
