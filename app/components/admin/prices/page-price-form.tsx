import { Form } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import type { FeeRow, PageForm } from "~/lib/admin/prices-form";
import { disbursementConditions } from "~/shared/prices/price-list-schema";
import {
  basisOptions,
  FormButton,
  PriceRow,
  priceIdPrefix,
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

function FeeRows({
  list,
  rows,
  errors,
  noun,
  withTo = true,
}: {
  list: string;
  rows: FeeRow[];
  errors: Errors;
  noun: string;
  withTo?: boolean;
}) {
  return (
    <div className="mt-3 space-y-3">
      {rows.map((row, i) => {
        const at = (field: string) => `${list}.${i}.${field}`;
        return (
          <PriceRow key={at("row")} legend={`${noun} ${i + 1}`} remove={`remove:${list}.${i}`}>
            <input type="hidden" name={at("id")} value={row.id} />
            <SmallField
              name={at("label")}
              label="Label"
              value={row.label}
              error={errors[at("label")]}
              width="w-72"
            />
            <SmallField
              name={at("amount")}
              label="Amount (before VAT)"
              value={row.amount}
              error={errors[at("amount")]}
              numeric
            />
            {withTo && (
              <SmallField
                name={at("to")}
                label="Up to (optional)"
                hint="For a “from” figure"
                value={row.to}
                error={errors[at("to")]}
                numeric
              />
            )}
            <SmallCheckbox name={at("vat")} label="Plus VAT" checked={row.vat} />
            <SmallSelect
              name={at("basis")}
              label="Charged"
              value={row.basis}
              options={basisOptions}
              error={errors[at("basis")]}
            />
          </PriceRow>
        );
      })}
    </div>
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
        <p className="mt-3">
          <FormButton value="add:legalFee.fees">Add a fee</FormButton>
        </p>
      </>
    );
  }
  if (fee.kind === "banded") {
    return (
      <>
        <input type="hidden" name="legalFee.id" value={fee.id} />
        <div className="mt-3 flex flex-wrap gap-3">
          <SmallField
            name="legalFee.label"
            label="Table heading"
            value={fee.label}
            error={errors["legalFee.label"]}
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
        <div className="mt-3 space-y-3">
          {fee.bands.map((band, i) => {
            const at = (field: string) => `legalFee.bands.${i}.${field}`;
            return (
              <PriceRow
                key={at("row")}
                legend={`Band ${i + 1}`}
                remove={fee.bands.length > 1 ? `remove:legalFee.bands.${i}` : undefined}
              >
                <SmallField
                  name={at("upTo")}
                  label="Property price up to"
                  value={band.upTo}
                  error={errors[at("upTo")]}
                  numeric
                />
                <SmallField
                  name={at("amount")}
                  label="Our fee (before VAT)"
                  value={band.amount}
                  error={errors[at("amount")]}
                  numeric
                />
              </PriceRow>
            );
          })}
        </div>
        <p className="mt-3">
          <FormButton value="add:legalFee.bands">Add a band</FormButton>
        </p>
      </>
    );
  }
  return (
    <>
      <input type="hidden" name="legalFee.id" value={fee.id} />
      <div className="mt-3 flex flex-wrap gap-3">
        <SmallField
          name="legalFee.from"
          label="From"
          value={fee.from}
          error={errors["legalFee.from"]}
          numeric
        />
        <SmallField
          name="legalFee.to"
          label="To"
          value={fee.to}
          error={errors["legalFee.to"]}
          numeric
        />
        <SmallCheckbox name="legalFee.vat" label="Plus VAT" checked={fee.vat} />
        <SmallSelect
          name="legalFee.basis"
          label="Charged"
          value={fee.basis}
          options={basisOptions}
          error={errors["legalFee.basis"]}
        />
      </div>
      <h3 className="mt-6 text-heading">Levels of complexity</h3>
      <div className="mt-3 space-y-3">
        {fee.tiers.map((tier, i) => {
          const at = (field: string) => `legalFee.tiers.${i}.${field}`;
          return (
            <PriceRow
              key={at("row")}
              legend={`Level ${i + 1}`}
              remove={`remove:legalFee.tiers.${i}`}
            >
              <input type="hidden" name={at("id")} value={tier.id} />
              <SmallField
                name={at("label")}
                label="Label"
                value={tier.label}
                error={errors[at("label")]}
                width="w-60"
              />
              <SmallField
                name={at("from")}
                label="From"
                value={tier.from}
                error={errors[at("from")]}
                numeric
              />
              <SmallField
                name={at("to")}
                label="To"
                value={tier.to}
                error={errors[at("to")]}
                numeric
              />
            </PriceRow>
          );
        })}
      </div>
      <p className="mt-3">
        <FormButton value="add:legalFee.tiers">Add a level</FormButton>
      </p>
      <h3 className="mt-6 text-heading">Hourly rates</h3>
      <FeeRows list="legalFee.rates" rows={fee.rates} errors={errors} noun="Rate" withTo={false} />
      <p className="mt-3">
        <FormButton value="add:legalFee.rates">Add a rate</FormButton>
      </p>
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
    <Form method="post" noValidate>
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
      <input type="hidden" name="version" value={version} />
      <ErrorSummary
        errors={errors}
        order={Object.keys(errors)}
        idPrefix={priceIdPrefix}
        formError={formError}
      />

      <section>
        <h2 className="text-title">Our legal fee</h2>
        {errors.legalFee && <p className="mt-2 font-semibold text-error-700">{errors.legalFee}</p>}
        <LegalFeeFields form={form} errors={errors} />
      </section>

      <section className="mt-10">
        <h2 className="text-title">Extra fees (supplements)</h2>
        <p className="mt-2 text-muted">Fees added in some matters, such as a leasehold property.</p>
        <FeeRows list="supplements" rows={form.supplements} errors={errors} noun="Supplement" />
        <p className="mt-3">
          <FormButton value="add:supplements">Add a supplement</FormButton>
        </p>
      </section>

      <section className="mt-10">
        <h2 className="text-title">Other costs (disbursements)</h2>
        <p className="mt-2 text-muted">
          For a fixed cost give only the amount; for a cost a third party sets, give a range.
        </p>
        <div className="mt-3 space-y-3">
          {form.disbursements.map((row, i) => {
            const at = (field: string) => `disbursements.${i}.${field}`;
            return (
              <PriceRow
                key={at("row")}
                legend={`Disbursement ${i + 1}`}
                remove={`remove:disbursements.${i}`}
              >
                <input type="hidden" name={at("id")} value={row.id} />
                <SmallField
                  name={at("label")}
                  label="Label"
                  value={row.label}
                  error={errors[at("label")]}
                  width="w-72"
                />
                <SmallField
                  name={at("from")}
                  label="Amount, or from"
                  value={row.from}
                  error={errors[at("from")]}
                  numeric
                />
                <SmallField
                  name={at("to")}
                  label="To (for a range)"
                  value={row.to}
                  error={errors[at("to")]}
                  numeric
                />
                <SmallCheckbox name={at("vat")} label="Plus VAT" checked={row.vat} />
                <SmallSelect
                  name={at("appliesWhen")}
                  label="Applies to"
                  value={row.appliesWhen}
                  options={conditionOptions}
                  error={errors[at("appliesWhen")]}
                />
              </PriceRow>
            );
          })}
        </div>
        <p className="mt-3">
          <FormButton value="add:disbursements">Add a disbursement</FormButton>
        </p>
      </section>

      <p className="mt-8 text-muted">
        To take a row out, press its Remove button or clear all its boxes. Nothing changes on the
        website until you save.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <FormButton value="preview">Preview</FormButton>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 py-2.5 text-lg font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
        >
          {busy ? "Saving…" : "Save prices"}
        </button>
      </div>
    </Form>
  );
}
