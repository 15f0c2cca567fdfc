import type { AppLoadContext } from "react-router";
import { findPricePage } from "~/content/prices";
import type { Fee, PricePage } from "~/content/prices/types";
import { type RenderedPricePage, renderPricePage } from "~/lib/prices.server";
import { teamCards } from "~/lib/team.server";
import type { TeamCardData } from "~/lib/team-card-data";
import type { PagePrices, PriceFee, PriceSlug } from "~/shared/prices/price-list-schema";

export interface PricePreview {
  page: RenderedPricePage;
  people: { team: TeamCardData[]; supervisor?: TeamCardData };
}

/** A content line's note for a figure line: found by id, or else by its label. */
function noteFor(lines: ReadonlyArray<{ id?: string; label: string; note?: string }>) {
  return (line: { id: string; label: string }) =>
    (lines.find((l) => l.id === line.id) ?? lines.find((l) => l.label === line.label))?.note;
}

const asFee =
  (note: (line: PriceFee) => string | undefined) =>
  (fee: PriceFee): Fee => ({
    id: fee.id,
    label: fee.label,
    amount: fee.amount,
    vat: fee.vat,
    basis: fee.basis,
    ...(note(fee) ? { note: note(fee) } : {}),
  });

/**
 * The public price page as it would read with these figures, for the admin screen's preview:
 * the page's own words (app/content/prices) with the figures in the form, rendered by the same
 * code and drawn by the same component (PriceDetails) as /compliance/:slug.
 */
export function pageWithFigures(content: PricePage, figures: PagePrices): PricePage {
  const fee = figures.legalFee;
  const contentFee = content.legalFee;
  const contentFees = contentFee.kind === "fixed" ? contentFee.fees : [];
  const legalFee: PricePage["legalFee"] =
    fee.kind === "fixed"
      ? { kind: "fixed", fees: fee.fees.map(asFee(noteFor(contentFees))) }
      : fee.kind === "banded"
        ? // The public component adds VAT to every band; the schema lets a band fee go without.
          { kind: "banded", label: fee.label, bands: fee.bands, vat: fee.vat as true }
        : {
            kind: "range",
            basis: fee.basis,
            from: fee.from,
            to: fee.to,
            vat: fee.vat,
            explanation: contentFee.kind === "range" ? contentFee.explanation : "",
          };
  const disbursementNote = noteFor(content.disbursements);
  return {
    ...content,
    legalFee,
    supplements: figures.supplements.map(asFee(noteFor(content.supplements))),
    disbursements: figures.disbursements.map((d) => ({
      id: d.id,
      label: d.label,
      amount: d.amount,
      vat: d.vat,
      appliesWhen: d.appliesWhen,
      note: disbursementNote(d) ?? "",
    })),
  };
}

/** The preview of one price page with unsaved figures, with the people its public page shows. */
export async function pricePreview(
  context: AppLoadContext,
  slug: PriceSlug,
  figures: PagePrices,
): Promise<PricePreview | null> {
  const content = findPricePage(slug);
  if (!content) return null;
  const [team, supervisor] = await Promise.all([
    teamCards(context, content.people.team),
    teamCards(context, [content.people.supervisor]),
  ]);
  return {
    page: renderPricePage(pageWithFigures(content, figures)),
    people: { team, supervisor: supervisor[0] },
  };
}
