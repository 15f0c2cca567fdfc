import type { ReactNode } from "react";
import { SaveButton } from "~/components/admin/content-save-button";
import { SiteForm } from "~/components/forms/site-form";
import type { FeeRow, PageForm, RowList } from "~/lib/admin/prices-form";
import { disbursementConditions } from "~/shared/prices/price-list-schema";
import {
  basisOptions,
  FormButton,
  PriceFormHead,
  PriceRow,
  SmallCheckbox,
  SmallField,
  SmallSelect,
} from "./price-inputs";

type Errors = Record<string, string>;

const conditionLabels: Record<(typeof disbursementConditions)[number], string> = {
  always: "Every matter",
  leasehold: "Leasehold only",
  sometimes: "Only sometimes",
};
const conditionOptions = disbursementConditions.map((c) => ({
  value: c,
  label: conditionLabels[c],
}));

/** What names one text box or select: its name, what it holds and its message. */
interface BoxProps {
  name: string;
  value: string;
  error?: string;
}
type TextField<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

/** The controls of one row, or of the legal fee itself, named `prefix` + field. */
interface RowControls<Row> {
  box: (field: TextField<Row>) => BoxProps;
  name: (field: string) => string;
  row: Row;
}
function controlsOf<Row extends object>(
  prefix: string,
  row: Row,
  errors: Errors,
): RowControls<Row> {
  const name = (field: string) => `${prefix}${field}`;
  return {
    box: (field) => ({ name: name(field), value: String(row[field]), error: errors[name(field)] }),
    name,
    row,
  };
}

/**
 * A list of rows, each a numbered fieldset with its Remove button (and its hidden id where the
 * row has one), then the list's "Add a …" button. `children` draws one row's own controls.
 */
function PriceRows<Row extends object>({
  list,
  rows,
  errors,
  noun,
  keepOne = false,
  children,
}: {
  list: RowList;
  rows: Row[];
  errors: Errors;
  noun: string;
  /** The only row left may not go (the price bands always keep one). */
  keepOne?: boolean;
  children: (controls: RowControls<Row>) => ReactNode;
}) {
  return (
    <>
      <div className="mt-3 space-y-3">
        {rows.map((row, i) => {
          const controls = controlsOf(`${list}.${i}.`, row, errors);
          return (
            <PriceRow
              key={controls.name("row")}
              legend={`${noun} ${i + 1}`}
              remove={keepOne && rows.length <= 1 ? undefined : `remove:${list}.${i}`}
            >
              {"id" in row && (
                <input type="hidden" name={controls.name("id")} value={String(row.id)} />
              )}
              {children(controls)}
            </PriceRow>
          );
        })}
      </div>
      <p className="mt-3">
        <FormButton value={`add:${list}`}>Add a {noun.toLowerCase()}</FormButton>
      </p>
    </>
  );
}

/** The label every named row starts with. */
function LabelField({ box, width }: { box: BoxProps; width: string }) {
  return <SmallField {...box} label="Label" width={width} />;
}

/** Plus VAT, then how the fee is charged: the end of a fee row and of the legal fee's range. */
function VatAndBasis({ name, box, row }: RowControls<{ vat: boolean; basis: string }>) {
  return (
    <>
      <SmallCheckbox name={name("vat")} label="Plus VAT" checked={row.vat} />
      <SmallSelect {...box("basis")} label="Charged" options={basisOptions} />
    </>
  );
}

/** From and To: a range of figures (the legal fee's range, a level, a disbursement). */
function RangeFields({
  box,
  fromLabel = "From",
  toLabel = "To",
}: {
  box: (field: "from" | "to") => BoxProps;
  fromLabel?: string;
  toLabel?: string;
}) {
  return (
    <>
      <SmallField {...box("from")} label={fromLabel} numeric />
      <SmallField {...box("to")} label={toLabel} numeric />
    </>
  );
}

/** Fees, hourly rates and supplements: a label, an amount, perhaps a top, VAT and basis. */
function FeeRows({
  list,
  rows,
  errors,
  noun,
  withTo = true,
}: {
  list: RowList;
  rows: FeeRow[];
  errors: Errors;
  noun: string;
  withTo?: boolean;
}) {
  return (
    <PriceRows list={list} rows={rows} errors={errors} noun={noun}>
      {(controls) => (
        <>
          <LabelField box={controls.box("label")} width="w-72" />
          <SmallField {...controls.box("amount")} label="Amount (before VAT)" numeric />
          {withTo && (
            <SmallField
              {...controls.box("to")}
              label="Up to (optional)"
              hint="For a “from” figure"
              numeric
            />
          )}
          <VatAndBasis {...controls} />
        </>
      )}
    </PriceRows>
  );
}

/** A message about a whole list ("Give at least one band"), where its rows begin. */
function ListError({ message }: { message?: string }) {
  return message ? <p className="mt-3 font-semibold text-error-700">{message}</p> : null;
}

function LegalFeeFields({ form, errors }: { form: PageForm; errors: Errors }) {
  const fee = form.legalFee;
  if (fee.kind === "fixed") {
    return (
      <>
        <ListError message={errors["legalFee.fees"]} />
        <FeeRows list="legalFee.fees" rows={fee.fees} errors={errors} noun="Fee" />
      </>
    );
  }
  if (fee.kind === "banded") {
    return (
      <>
        <input type="hidden" name="legalFee.id" value={fee.id} />
        <div className="mt-3 flex flex-wrap gap-3">
          <SmallField
            {...controlsOf("legalFee.", fee, errors).box("label")}
            label="Table heading"
            width="w-72"
          />
          {/* The public band table always adds VAT, so the form keeps what is stored. */}
          {fee.vat && <input type="hidden" name="legalFee.vat" value="yes" />}
        </div>
        <p className="mt-3 text-muted">
          Each band runs up to its upper price (inclusive). Leave the last band’s upper price empty:
          it covers every price above the band before it.
        </p>
        <ListError message={errors["legalFee.bands"]} />
        <PriceRows list="legalFee.bands" rows={fee.bands} errors={errors} noun="Band" keepOne>
          {({ box }) => (
            <>
              <SmallField {...box("upTo")} label="Property price up to" numeric />
              <SmallField {...box("amount")} label="Our fee (before VAT)" numeric />
            </>
          )}
        </PriceRows>
      </>
    );
  }
  const range = controlsOf("legalFee.", fee, errors);
  return (
    <>
      <input type="hidden" name="legalFee.id" value={fee.id} />
      <div className="mt-3 flex flex-wrap gap-3">
        <RangeFields box={range.box} />
        <VatAndBasis {...range} />
      </div>
      <h3 className="mt-6 text-heading">Levels of complexity</h3>
      <PriceRows list="legalFee.tiers" rows={fee.tiers} errors={errors} noun="Level">
        {({ box }) => (
          <>
            <LabelField box={box("label")} width="w-60" />
            <RangeFields box={box} />
          </>
        )}
      </PriceRows>
      <h3 className="mt-6 text-heading">Hourly rates</h3>
      <FeeRows list="legalFee.rates" rows={fee.rates} errors={errors} noun="Rate" withTo={false} />
    </>
  );
}

/**
 * One price page's figures. Every button is a plain submit, so adding a row, removing one and
 * previewing all work without JavaScript: the server draws the form again with the change.
 */
export function PagePriceForm({
  form,
  errors,
  formError,
  version,
  busy,
}: {
  form: PageForm;
  errors: Errors;
  formError?: string;
  version: number;
  busy: boolean;
}) {
  return (
    <SiteForm method="post" noValidate>
      {/* Enter in a box presses the first button: make that Preview, never a row's Remove. */}
      <button
        type="submit"
        name="intent"
        value="preview"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      >
        Preview
      </button>
      <PriceFormHead version={version} errors={errors} formError={formError} />

      <section>
        <h2 className="text-title">Our legal fee</h2>
        {errors.legalFee && <p className="mt-2 font-semibold text-error-700">{errors.legalFee}</p>}
        <LegalFeeFields form={form} errors={errors} />
      </section>

      <section className="mt-10">
        <h2 className="text-title">Extra fees (supplements)</h2>
        <p className="mt-2 text-muted">Fees added in some matters, such as a leasehold property.</p>
        <FeeRows list="supplements" rows={form.supplements} errors={errors} noun="Supplement" />
      </section>

      <section className="mt-10">
        <h2 className="text-title">Other costs (disbursements)</h2>
        <p className="mt-2 text-muted">
          For a fixed cost give only the amount; for a cost a third party sets, give a range.
        </p>
        <PriceRows
          list="disbursements"
          rows={form.disbursements}
          errors={errors}
          noun="Disbursement"
        >
          {({ box, name, row }) => (
            <>
              <LabelField box={box("label")} width="w-72" />
              <RangeFields box={box} fromLabel="Amount, or from" toLabel="To (for a range)" />
              <SmallCheckbox name={name("vat")} label="Plus VAT" checked={row.vat} />
              <SmallSelect {...box("appliesWhen")} label="Applies to" options={conditionOptions} />
            </>
          )}
        </PriceRows>
      </section>

      <p className="mt-8 text-muted">
        To take a row out, press its Remove button or clear all its boxes. Nothing changes on the
        website until you save.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <FormButton value="preview">Preview</FormButton>
        <SaveButton busy={busy}>Save prices</SaveButton>
      </div>
    </SiteForm>
  );
}
