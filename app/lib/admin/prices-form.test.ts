import { describe, expect, test } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import { nestedFieldErrors, nestFields } from "~/shared/forms/nested-fields";
import { pagePricesSchema } from "~/shared/prices/price-list-schema";
import {
  applyRowButton,
  formErrorNames,
  formToPage,
  type PageForm,
  pageToForm,
  poundsInput,
  readPageForm,
  tidyPageForm,
  uniqueId,
} from "./prices-form";

/** The form's fields as a browser posts them, from a form state. */
function posted(form: PageForm): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (value: unknown, name: string) => {
    if (typeof value === "boolean") {
      if (value) flat[name] = "yes";
    } else if (typeof value === "string") flat[name] = value;
    else if (Array.isArray(value)) {
      value.forEach((v, i) => {
        walk(v, `${name}.${i}`);
      });
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, name ? `${name}.${k}` : k);
    }
  };
  walk(form, "");
  delete flat["legalFee.kind"];
  return flat;
}

const purchase = seedPriceList.pages["residential-purchase"];
const employment = seedPriceList.pages["employment-law"];
const wills = seedPriceList.pages["wills-probate"];

describe("the price page form", () => {
  test("every page round-trips: stored → form → post → stored again, unchanged", () => {
    for (const page of Object.values(seedPriceList.pages)) {
      const form = readPageForm(nestFields(posted(pageToForm(page))), page.legalFee.kind);
      expect(pagePricesSchema.parse(formToPage(tidyPageForm(form)))).toEqual(page);
    }
  });

  test("figures may be typed with £ and commas; words and pence are left for the schema", () => {
    expect(poundsInput(" £1,150 ")).toBe(1150);
    expect(poundsInput("")).toBeUndefined();
    expect(poundsInput("-5")).toBe(-5);
    expect(poundsInput("12.50")).toBe(12.5);
    expect(poundsInput("about 20")).toBe("about 20");
  });

  test("the legal fee's kind is the stored page's, whatever the post says", () => {
    const form = readPageForm(
      nestFields({ ...posted(pageToForm(purchase)), "legalFee.kind": "fixed" }),
      "banded",
    );
    expect(form.legalFee.kind).toBe("banded");
  });

  test("Add a band puts an empty band before the open-ended last one", () => {
    const form = pageToForm(purchase);
    expect(applyRowButton(form, "add:legalFee.bands")).toBe(form);
    if (form.legalFee.kind !== "banded") throw new Error("banded");
    expect(form.legalFee.bands).toHaveLength(7);
    expect(form.legalFee.bands[5]).toEqual({ upTo: "", amount: "" });
    expect(form.legalFee.bands[6]).toEqual({ upTo: "", amount: "2450" });
  });

  test("other rows are added at the end, and Remove takes out the row named", () => {
    const form = pageToForm(purchase);
    applyRowButton(form, "add:supplements");
    expect(form.supplements.at(-1)).toMatchObject({ id: "", label: "", vat: true });
    applyRowButton(form, "remove:disbursements.0");
    expect(form.disbursements[0]?.id).toBe("drainage-search");
    // A list this page does not have, or a button that changes no rows.
    expect(applyRowButton(form, "add:legalFee.tiers")).toBeNull();
    expect(applyRowButton(form, "save")).toBeNull();
  });

  test("an empty row is dropped, and a new labelled row gets a unique id from its label", () => {
    const form = pageToForm(purchase);
    form.supplements.push(
      { id: "", label: "", amount: "", to: "", vat: true, basis: "fixed" },
      { id: "", label: "Leasehold", amount: "100", to: "", vat: true, basis: "fixed" },
    );
    tidyPageForm(form);
    // "leasehold" is an existing line's id, so the new line gets the next free name.
    expect(form.supplements.map((s) => s.id).slice(-2)).toEqual(["unregistered", "leasehold-2"]);
  });

  test("an id is never changed by renaming the line", () => {
    const form = pageToForm(purchase);
    const first = form.supplements[0];
    if (!first) throw new Error("no supplement");
    first.label = "Leasehold flat or house";
    tidyPageForm(form);
    expect(form.supplements[0]?.id).toBe("leasehold");
  });

  test("uniqueId keeps within 40 characters and never ends on a hyphen", () => {
    const long = "A very long label for an extra fee that nobody would ever really write";
    const id = uniqueId(long, new Set());
    expect(id.length).toBeLessThanOrEqual(40);
    expect(id).not.toMatch(/-$/);
    expect(uniqueId(long, new Set([id]))).toMatch(/-2$/);
    expect(uniqueId("£££", new Set())).toBe("line");
  });

  test("a fixed disbursement is its amount; with a top figure, a range", () => {
    const form = pageToForm(wills);
    const [first, second] = form.disbursements;
    expect(first).toMatchObject({ from: "300", to: "" });
    expect(second).toMatchObject({ from: "6", to: "9" });
    const page = formToPage(form) as { disbursements: Array<{ amount: unknown }> };
    expect(page.disbursements[0]?.amount).toBe(300);
    expect(page.disbursements[1]?.amount).toEqual({ from: 6, to: 9 });
  });

  test("the schema's messages are named like the controls they concern", () => {
    const form = pageToForm(purchase);
    if (form.legalFee.kind !== "banded") throw new Error("banded");
    const bands = form.legalFee.bands;
    bands[2] = { upTo: "200000", amount: "1295" }; // below the band before
    bands[5] = { upTo: "2000000", amount: "2450" }; // last band not open-ended
    const [first] = form.disbursements;
    if (first) first.from = "-5";
    const parsed = pagePricesSchema.safeParse(formToPage(form));
    if (parsed.success) throw new Error("expected problems");
    expect(formErrorNames(nestedFieldErrors(parsed.error))).toEqual({
      "legalFee.bands.2.upTo": "Each band's upper price must be above the one before",
      "legalFee.bands.5.upTo": "The last band must be open-ended (no upper price)",
      "disbursements.0.from": "An amount cannot be negative",
    });
  });

  test("a fixed disbursement's message is at its amount box; a missing label's at the label", () => {
    const form = pageToForm(employment);
    form.disbursements.push({
      id: "",
      label: "",
      from: "£lots",
      to: "",
      vat: true,
      appliesWhen: "always",
    });
    tidyPageForm(form);
    const parsed = pagePricesSchema.safeParse(formToPage(form));
    if (parsed.success) throw new Error("expected problems");
    const errors = formErrorNames(nestedFieldErrors(parsed.error));
    expect(errors["disbursements.3.from"]).toBe("Enter an amount in pounds");
    expect(errors["disbursements.3.label"]).toBeDefined();
  });
});
