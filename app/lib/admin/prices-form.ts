import { slugify } from "~/lib/slug";
import type { NestedFields, NestedValue } from "~/shared/forms/nested-fields";
import type { LegalFee, PagePrices, PriceFee } from "~/shared/prices/price-list-schema";

/**
 * One price page's figures as the admin form holds them: every figure as typed, so a post that
 * does not pass is shown again exactly as it was sent. Controls are named by their place in
 * this shape (`legalFee.bands.0.upTo`, read back with ~/shared/forms/nested-fields), and the
 * shape matches the stored document's (PagePrices), so the schema's messages land beside them.
 */
export interface FeeRow {
  /** Hidden: the stable name the prose and the quote use; made from the label for a new row. */
  id: string;
  label: string;
  amount: string;
  /** Optional top of a "from" figure. */
  to: string;
  vat: boolean;
  basis: string;
}
export interface BandRow {
  upTo: string;
  amount: string;
}
export interface TierRow {
  id: string;
  label: string;
  from: string;
  to: string;
}
export interface DisbursementRow {
  id: string;
  label: string;
  /** The amount, or the bottom of a range when `to` is given. */
  from: string;
  to: string;
  vat: boolean;
  appliesWhen: string;
}
export type LegalFeeForm =
  | { kind: "fixed"; fees: FeeRow[] }
  | { kind: "banded"; id: string; label: string; vat: boolean; bands: BandRow[] }
  | {
      kind: "range";
      id: string;
      basis: string;
      from: string;
      to: string;
      vat: boolean;
      tiers: TierRow[];
      rates: FeeRow[];
    };
export interface PageForm {
  legalFee: LegalFeeForm;
  supplements: FeeRow[];
  disbursements: DisbursementRow[];
}

/** The lists a row can be added to or removed from, by their place in the form. */
export const rowLists = [
  "legalFee.fees",
  "legalFee.bands",
  "legalFee.tiers",
  "legalFee.rates",
  "supplements",
  "disbursements",
] as const;
export type RowList = (typeof rowLists)[number];

/** More rows than any page could need: a post with more is cut here before anything else. */
const MAX_ROWS = 40;

const figure = (n: number | undefined | null) => (n === undefined || n === null ? "" : String(n));

const feeRow = (fee: PriceFee): FeeRow => ({
  id: fee.id,
  label: fee.label,
  amount: figure(fee.amount),
  to: figure(fee.to),
  vat: fee.vat,
  basis: fee.basis,
});

/** The stored figures as the form first shows them. */
export function pageToForm(page: PagePrices): PageForm {
  const fee = page.legalFee;
  const legalFee: LegalFeeForm =
    fee.kind === "fixed"
      ? { kind: "fixed", fees: fee.fees.map(feeRow) }
      : fee.kind === "banded"
        ? {
            kind: "banded",
            id: fee.id,
            label: fee.label,
            vat: fee.vat,
            bands: fee.bands.map((b) => ({ upTo: figure(b.upTo), amount: figure(b.amount) })),
          }
        : {
            kind: "range",
            id: fee.id,
            basis: fee.basis,
            from: figure(fee.from),
            to: figure(fee.to),
            vat: fee.vat,
            tiers: fee.tiers.map((t) => ({
              id: t.id,
              label: t.label,
              from: figure(t.from),
              to: figure(t.to),
            })),
            rates: fee.rates.map(feeRow),
          };
  return {
    legalFee,
    supplements: page.supplements.map(feeRow),
    disbursements: page.disbursements.map((d) => ({
      id: d.id,
      label: d.label,
      from: figure(typeof d.amount === "number" ? d.amount : d.amount.from),
      to: typeof d.amount === "number" ? "" : figure(d.amount.to),
      vat: d.vat,
      appliesWhen: d.appliesWhen,
    })),
  };
}

type Fields = { [key: string]: NestedValue };
const isFields = (v: NestedValue | undefined): v is Fields =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: NestedValue | undefined): string => (typeof v === "string" ? v : "");
const ticked = (v: NestedValue | undefined): boolean => v === "yes";
const rows = (v: NestedValue | undefined): Fields[] =>
  Array.isArray(v)
    ? (v as NestedValue[]).filter((row): row is Fields => isFields(row)).slice(0, MAX_ROWS)
    : [];

const readFee = (f: Fields): FeeRow => ({
  id: text(f.id),
  label: text(f.label),
  amount: text(f.amount),
  to: text(f.to),
  vat: ticked(f.vat),
  basis: text(f.basis),
});

/**
 * A post read back into the form's shape. The legal fee's kind is the stored page's, never the
 * post's: the words around the figures are written for that kind.
 */
export function readPageForm(fields: NestedFields, kind: LegalFee["kind"]): PageForm {
  const fee = isFields(fields.legalFee) ? fields.legalFee : {};
  const legalFee: LegalFeeForm =
    kind === "fixed"
      ? { kind, fees: rows(fee.fees).map(readFee) }
      : kind === "banded"
        ? {
            kind,
            id: text(fee.id),
            label: text(fee.label),
            vat: ticked(fee.vat),
            bands: rows(fee.bands).map((b) => ({ upTo: text(b.upTo), amount: text(b.amount) })),
          }
        : {
            kind,
            id: text(fee.id),
            basis: text(fee.basis),
            from: text(fee.from),
            to: text(fee.to),
            vat: ticked(fee.vat),
            tiers: rows(fee.tiers).map((t) => ({
              id: text(t.id),
              label: text(t.label),
              from: text(t.from),
              to: text(t.to),
            })),
            rates: rows(fee.rates).map(readFee),
          };
  return {
    legalFee,
    supplements: rows(fields.supplements).map(readFee),
    disbursements: rows(fields.disbursements).map((d) => ({
      id: text(d.id),
      label: text(d.label),
      from: text(d.from),
      to: text(d.to),
      vat: ticked(d.vat),
      appliesWhen: text(d.appliesWhen),
    })),
  };
}

/** Every list of rows in the form, by name, to add to, remove from and tidy alike. */
function listsOf(form: PageForm): Partial<Record<RowList, unknown[]>> {
  const fee = form.legalFee;
  return {
    ...(fee.kind === "fixed" ? { "legalFee.fees": fee.fees } : {}),
    ...(fee.kind === "banded" ? { "legalFee.bands": fee.bands } : {}),
    ...(fee.kind === "range" ? { "legalFee.tiers": fee.tiers, "legalFee.rates": fee.rates } : {}),
    supplements: form.supplements,
    disbursements: form.disbursements,
  };
}

const blankFee = (): FeeRow => ({
  id: "",
  label: "",
  amount: "",
  to: "",
  vat: true,
  basis: "fixed",
});
const blankRows: Record<RowList, () => unknown> = {
  "legalFee.fees": blankFee,
  "legalFee.bands": (): BandRow => ({ upTo: "", amount: "" }),
  "legalFee.tiers": (): TierRow => ({ id: "", label: "", from: "", to: "" }),
  "legalFee.rates": (): FeeRow => ({ ...blankFee(), basis: "hourly" }),
  supplements: blankFee,
  disbursements: (): DisbursementRow => ({
    id: "",
    label: "",
    from: "",
    to: "",
    vat: false,
    appliesWhen: "always",
  }),
};

/**
 * The form after an "Add …" or "Remove" button (`add:supplements`, `remove:legalFee.bands.2`),
 * or null for any other button. A new band goes before the open-ended last one, where a new
 * price band belongs; every other new row goes at the end. The form is changed in place.
 */
export function applyRowButton(form: PageForm, intent: string): PageForm | null {
  const lists = listsOf(form);
  const add = /^add:(.+)$/.exec(intent);
  if (add) {
    const name = add[1] as RowList;
    const list = lists[name];
    if (!list || list.length >= MAX_ROWS) return list ? form : null;
    const at = name === "legalFee.bands" ? Math.max(list.length - 1, 0) : list.length;
    list.splice(at, 0, blankRows[name]());
    return form;
  }
  const remove = /^remove:(.+)\.(\d+)$/.exec(intent);
  if (remove) {
    const list = lists[remove[1] as RowList];
    if (!list) return null;
    list.splice(Number(remove[2]), 1);
    return form;
  }
  return null;
}

/** The boxes a person types in; a row with all of them empty is a row left empty. */
const typedFields = new Set(["label", "amount", "to", "upTo", "from"]);
const filled = (row: object) =>
  Object.entries(row).some(
    ([key, v]) => typedFields.has(key) && typeof v === "string" && v.trim() !== "",
  );

/**
 * Before a preview or a save: rows left empty are dropped (that is one way to remove a row), and
 * a new row with a label gets its id from the label, unique on the page. Ids never change once
 * made, so renaming a line keeps what the prose and the quote know it by.
 */
export function tidyPageForm(form: PageForm): PageForm {
  const lists = listsOf(form);
  for (const list of Object.values(lists)) {
    const kept = list.filter((row) => filled(row as object));
    list.splice(0, list.length, ...kept);
  }
  const taken = new Set<string>();
  const fee = form.legalFee;
  if (fee.kind !== "fixed" && fee.id) taken.add(fee.id);
  const labelled = Object.values(lists).flatMap(
    (list) =>
      list.filter((row) => "label" in (row as object)) as Array<{ id: string; label: string }>,
  );
  for (const row of labelled) if (row.id) taken.add(row.id);
  for (const row of labelled) {
    if (row.id || !row.label.trim()) continue;
    row.id = uniqueId(row.label, taken);
    taken.add(row.id);
  }
  return form;
}

const MAX_ID = 40;

/** "Leasehold property" → "leasehold-property", or "leasehold-property-2" when that is taken. */
export function uniqueId(label: string, taken: ReadonlySet<string>): string {
  const cut = (s: string, room: number) => {
    if (s.length <= room) return s;
    const part = s.slice(0, room + 1);
    const dash = part.lastIndexOf("-");
    return (dash > 0 ? part.slice(0, dash) : part.slice(0, room)).replace(/-+$/, "");
  };
  const base = cut(slugify(label), MAX_ID) || "line";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${cut(base, MAX_ID - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** "£1,150" or "1150" → 1150; empty → undefined; anything else is left for the schema to refuse. */
export function poundsInput(value: string): number | string | undefined {
  const plain = value.trim().replace(/^£/, "").replace(/,/g, "").trim();
  if (plain === "") return undefined;
  return /^-?\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : value;
}

const optional = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const feeValue = (row: FeeRow) =>
  optional({
    id: row.id,
    label: row.label,
    amount: poundsInput(row.amount),
    to: poundsInput(row.to),
    vat: row.vat,
    basis: row.basis,
  });

/**
 * The form as the stored shape, unchecked: figures as numbers where they are numbers, the rest
 * as typed, for the schema to judge (and to name the field that is wrong). Rows keep their
 * places, so a message's index is the row's on the form.
 */
export function formToPage(form: PageForm): unknown {
  const fee = form.legalFee;
  const legalFee =
    fee.kind === "fixed"
      ? { kind: "fixed", fees: fee.fees.map(feeValue) }
      : fee.kind === "banded"
        ? {
            kind: "banded",
            id: fee.id,
            label: fee.label,
            vat: fee.vat,
            bands: fee.bands.map((b) => ({
              upTo: poundsInput(b.upTo) ?? null,
              amount: poundsInput(b.amount),
            })),
          }
        : {
            kind: "range",
            id: fee.id,
            basis: fee.basis,
            from: poundsInput(fee.from),
            to: poundsInput(fee.to),
            vat: fee.vat,
            tiers: fee.tiers.map((t) => ({
              id: t.id,
              label: t.label,
              from: poundsInput(t.from),
              to: poundsInput(t.to),
            })),
            rates: fee.rates.map(feeValue),
          };
  return {
    legalFee,
    supplements: form.supplements.map(feeValue),
    disbursements: form.disbursements.map((d) => {
      const to = poundsInput(d.to);
      const from = poundsInput(d.from);
      return {
        id: d.id,
        label: d.label,
        amount: to === undefined ? from : { from, to },
        vat: d.vat,
        appliesWhen: d.appliesWhen,
      };
    }),
  };
}

/**
 * Messages by control name, as the form shows them: a fixed disbursement's amount is its "from"
 * control, and a row's hidden id (missing only when the label is) is reported at its label.
 */
export function formErrorNames(errors: Record<string, string>): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    const shown = name
      .replace(
        /^(disbursements\.\d+)\.amount(?:\.(from|to))?$/,
        (_, row, end) => `${row}.${end ?? "from"}`,
      )
      .replace(/\.id$/, ".label");
    named[shown] ??= message;
  }
  return named;
}
