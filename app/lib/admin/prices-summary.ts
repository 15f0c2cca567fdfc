import { formatPounds, formatRange } from "~/shared/money";
import {
  type LegalFee,
  type PagePrices,
  type PriceList,
  priceSlugs,
  type ServiceSettings,
  type TypicalRange,
} from "~/shared/prices/price-list-schema";

/**
 * The audit log's line for a price list save, in words a practice manager reads at a glance:
 * "Prices: residential purchase — band up to £250,000: £1,095 → £1,150". The entry also holds
 * the whole list before and after; this only says what moved.
 */
export function describePriceChanges(before: PriceList, after: PriceList, most = 4): string {
  const changes = priceChanges(before, after);
  if (changes.length === 0) return "Prices saved with no change";
  const shown = changes.slice(0, most);
  const more = changes.length - shown.length;
  return `Prices: ${shown.join("; ")}${more > 0 ? `; and ${more} more ${more === 1 ? "change" : "changes"}` : ""}`;
}

/** Each change as one phrase, page by page, then the service pages' settings. */
export function priceChanges(before: PriceList, after: PriceList): string[] {
  const changes: string[] = [];
  if (before.reviewedOn !== after.reviewedOn) {
    changes.push(`reviewed on ${before.reviewedOn} → ${after.reviewedOn}`);
  }
  for (const slug of priceSlugs) {
    const page = slug.replace(/-/g, " ");
    for (const change of pageChanges(before.pages[slug], after.pages[slug])) {
      changes.push(`${page} — ${change}`);
    }
  }
  const services = new Set([...Object.keys(before.services), ...Object.keys(after.services)]);
  for (const path of services) {
    for (const change of serviceChanges(before.services[path] ?? {}, after.services[path] ?? {})) {
      changes.push(`${path.replace(/-/g, " ")} page — ${change}`);
    }
  }
  return changes;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const arrow = (from: string, to: string) => `${from} → ${to}`;

interface Line {
  id: string;
  label: string;
  shown: string;
}

/** Lines matched by id: added, removed, relabelled or re-priced. */
function lineChanges(before: Line[], after: Line[]): string[] {
  const changes: string[] = [];
  const old = new Map(before.map((l) => [l.id, l]));
  const now = new Map(after.map((l) => [l.id, l]));
  for (const line of after) {
    const was = old.get(line.id);
    if (!was) changes.push(`added ${line.label}: ${line.shown}`);
    else {
      if (was.label !== line.label) changes.push(`"${was.label}" renamed "${line.label}"`);
      if (was.shown !== line.shown) changes.push(`${line.label}: ${arrow(was.shown, line.shown)}`);
    }
  }
  for (const line of before) if (!now.has(line.id)) changes.push(`removed ${line.label}`);
  return changes;
}

const vatWords = (vat: boolean) => (vat ? " + VAT" : "");
const feeLine = (f: {
  id: string;
  label: string;
  amount: number;
  to?: number;
  vat: boolean;
  basis: string;
}): Line => ({
  id: f.id,
  label: f.label,
  shown: `${f.to === undefined ? formatPounds(f.amount) : formatRange({ from: f.amount, to: f.to })}${vatWords(f.vat)}${f.basis === "hourly" ? " (hourly)" : ""}`,
});

function bandName(upTo: number | null, previous: number | null | undefined): string {
  if (upTo !== null) return `band up to ${formatPounds(upTo)}`;
  return previous == null ? "the only band" : `band over ${formatPounds(previous)}`;
}

function legalFeeChanges(before: LegalFee, after: LegalFee): string[] {
  if (before.kind !== after.kind) return ["legal fee changed"];
  if (before.kind === "fixed" && after.kind === "fixed") {
    return lineChanges(before.fees.map(feeLine), after.fees.map(feeLine));
  }
  if (before.kind === "banded" && after.kind === "banded") {
    const changes: string[] = [];
    if (before.label !== after.label) changes.push(`"${before.label}" renamed "${after.label}"`);
    if (before.vat !== after.vat) changes.push(after.vat ? "VAT now added" : "VAT no longer added");
    const sameLimits = same(
      before.bands.map((b) => b.upTo),
      after.bands.map((b) => b.upTo),
    );
    if (sameLimits) {
      after.bands.forEach((band, i) => {
        const was = before.bands[i];
        if (was && was.amount !== band.amount) {
          changes.push(
            `${bandName(band.upTo, after.bands[i - 1]?.upTo)}: ${arrow(formatPounds(was.amount), formatPounds(band.amount))}`,
          );
        }
      });
    } else {
      const bandList = (bands: typeof after.bands) =>
        bands
          .map((b, i) => `${bandName(b.upTo, bands[i - 1]?.upTo)} ${formatPounds(b.amount)}`)
          .join(", ");
      changes.push(`bands ${arrow(bandList(before.bands), bandList(after.bands))}`);
    }
    return changes;
  }
  if (before.kind === "range" && after.kind === "range") {
    const changes: string[] = [];
    const whole = (r: typeof before) =>
      `${formatRange({ from: r.from, to: r.to })}${vatWords(r.vat)}${r.basis === "hourly" ? " (hourly)" : ""}`;
    if (whole(before) !== whole(after)) {
      changes.push(`legal fee: ${arrow(whole(before), whole(after))}`);
    }
    const tier = (t: (typeof before.tiers)[number]): Line => ({
      id: t.id,
      label: t.label,
      shown: formatRange({ from: t.from, to: t.to }),
    });
    changes.push(...lineChanges(before.tiers.map(tier), after.tiers.map(tier)));
    changes.push(...lineChanges(before.rates.map(feeLine), after.rates.map(feeLine)));
    return changes;
  }
  return [];
}

function pageChanges(before: PagePrices, after: PagePrices): string[] {
  if (same(before, after)) return [];
  const disbursement = (d: PagePrices["disbursements"][number]): Line => ({
    id: d.id,
    label: d.label,
    shown: `${formatRange(d.amount)}${vatWords(d.vat)}${d.appliesWhen === "always" ? "" : ` (${d.appliesWhen})`}`,
  });
  const changes = [
    ...legalFeeChanges(before.legalFee, after.legalFee),
    ...lineChanges(before.supplements.map(feeLine), after.supplements.map(feeLine)),
    ...lineChanges(before.disbursements.map(disbursement), after.disbursements.map(disbursement)),
  ];
  // Only the order of lines moved: still a change worth a line.
  return changes.length > 0 ? changes : ["lines reordered"];
}

const rangeWords = (r: TypicalRange | undefined) =>
  r
    ? `${formatRange({ from: r.from, to: r.to })}${vatWords(r.vat)}${r.basis === "hourly" ? " (hourly)" : ""}`
    : "none";

function serviceChanges(before: ServiceSettings, after: ServiceSettings): string[] {
  const changes: string[] = [];
  if (before.cardFee !== after.cardFee) {
    changes.push(`card fee ${arrow(before.cardFee ?? "none", after.cardFee ?? "none")}`);
  }
  if (before.leadLawyer !== after.leadLawyer) {
    changes.push(`lead lawyer ${arrow(before.leadLawyer ?? "none", after.leadLawyer ?? "none")}`);
  }
  if (!same(before.typicalRange, after.typicalRange)) {
    changes.push(
      `typical range ${arrow(rangeWords(before.typicalRange), rangeWords(after.typicalRange))}`,
    );
  }
  return changes;
}
