import type { NestedFields, NestedValue } from "~/shared/forms/nested-fields";
import { formatPounds, formatRange } from "~/shared/money";
import {
  feeIdsOf,
  type PagePrices,
  type PriceList,
  type ServiceSettings,
  servicePriceSlugs,
  unpricedServices,
} from "~/shared/prices/price-list-schema";
import { poundsInput } from "./prices-form";

/**
 * The prices overview's settings as the form holds them (issue 29 items 5, 6 and 8): the review
 * date, and per service page its card's fee, its lead lawyer and (unpriced services only) a
 * typical range. Controls are named by their place in the stored list
 * (`services.family-law.typicalRange.from`), so the schema's messages land beside them.
 */
export interface ServiceForm {
  leadLawyer: string;
  cardFee: string;
  range: { from: string; to: string; vat: boolean; basis: string };
}
export interface OverviewForm {
  reviewedOn: string;
  services: Record<string, ServiceForm>;
}

export const servicePaths = Object.keys(servicePriceSlugs);
export const isUnpriced = (path: string) => (unpricedServices as readonly string[]).includes(path);

export function overviewToForm(list: PriceList): OverviewForm {
  const services: Record<string, ServiceForm> = {};
  for (const path of servicePaths) {
    const s: ServiceSettings = list.services[path] ?? {};
    services[path] = {
      leadLawyer: s.leadLawyer ?? "",
      cardFee: s.cardFee ?? "",
      range: {
        from: s.typicalRange ? String(s.typicalRange.from) : "",
        to: s.typicalRange ? String(s.typicalRange.to) : "",
        vat: s.typicalRange?.vat ?? false,
        basis: s.typicalRange?.basis ?? "hourly",
      },
    };
  }
  return { reviewedOn: list.reviewedOn, services };
}

type Fields = { [key: string]: NestedValue };
const isFields = (v: NestedValue | undefined): v is Fields =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: NestedValue | undefined) => (typeof v === "string" ? v : "");

/** A post read back: only the known service pages, every value as typed. */
export function readOverviewForm(fields: NestedFields): OverviewForm {
  const posted = isFields(fields.services) ? fields.services : {};
  const services: Record<string, ServiceForm> = {};
  for (const path of servicePaths) {
    const s = isFields(posted[path]) ? (posted[path] as Fields) : {};
    const r = isFields(s.typicalRange) ? s.typicalRange : {};
    services[path] = {
      leadLawyer: text(s.leadLawyer),
      cardFee: text(s.cardFee),
      range: { from: text(r.from), to: text(r.to), vat: r.vat === "yes", basis: text(r.basis) },
    };
  }
  return { reviewedOn: text(fields.reviewedOn).trim(), services };
}

/**
 * The whole list with the overview's settings in place of the stored ones, unchecked. A typical
 * range left empty means none; anything typed in it is judged, so a half-filled range is
 * reported rather than dropped.
 */
export function listWithOverview(list: PriceList, form: OverviewForm): unknown {
  const services: Record<string, object> = {};
  for (const path of servicePaths) {
    const f = form.services[path];
    if (!f) continue;
    const ranged = isUnpriced(path) && (f.range.from.trim() !== "" || f.range.to.trim() !== "");
    services[path] = {
      ...(f.leadLawyer ? { leadLawyer: f.leadLawyer } : {}),
      ...(f.cardFee ? { cardFee: f.cardFee } : {}),
      ...(ranged
        ? {
            typicalRange: {
              from: poundsInput(f.range.from),
              to: poundsInput(f.range.to),
              vat: f.range.vat,
              basis: f.range.basis,
            },
          }
        : {}),
    };
  }
  return { ...list, reviewedOn: form.reviewedOn, services };
}

/** The fees a service's card may quote: those on its own price page, named with their figure. */
export function cardFeeChoices(page: PagePrices): Array<{ value: string; label: string }> {
  const fee = page.legalFee;
  const named = new Map<string, string>();
  const figure = (f: { amount: number; to?: number }) =>
    f.to === undefined ? formatPounds(f.amount) : formatRange({ from: f.amount, to: f.to });
  if (fee.kind === "fixed") {
    for (const f of fee.fees) named.set(f.id, `${f.label} (${figure(f)})`);
  } else if (fee.kind === "banded") {
    const first = fee.bands[0];
    named.set(fee.id, `${fee.label} (from ${first ? formatPounds(first.amount) : "—"})`);
  } else {
    named.set(fee.id, `Legal fee (${formatRange({ from: fee.from, to: fee.to })})`);
  }
  for (const f of page.supplements) named.set(f.id, `${f.label} (${figure(f)})`);
  return feeIdsOf(page).map((id) => ({ value: id, label: named.get(id) ?? id }));
}
