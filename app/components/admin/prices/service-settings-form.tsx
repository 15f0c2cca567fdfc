import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import type { OverviewForm } from "~/lib/admin/prices-overview-form";
import {
  basisOptions,
  PriceFormHead,
  SmallCheckbox,
  SmallField,
  SmallSelect,
} from "./price-inputs";

export interface ServiceRow {
  path: string;
  name: string;
  /** The fees its card may quote; null for a service with no price page. */
  fees: Array<{ value: string; label: string }> | null;
  unpriced: boolean;
}

type Choice = { value: string; label: string };

/**
 * The prices overview's form: the review date every price page shows, and per service page the
 * fee its consultation card quotes, its lead lawyer and, for a service with no published
 * price, an optional typical range.
 */
export function ServiceSettingsForm({
  form,
  errors,
  formError,
  version,
  services,
  team,
  busy,
}: {
  form: OverviewForm;
  errors: Record<string, string>;
  formError?: string;
  version: number;
  services: ServiceRow[];
  team: Choice[];
  busy: boolean;
}) {
  return (
    <SiteForm method="post" noValidate>
      <PriceFormHead version={version} errors={errors} formError={formError} />
      <SmallField
        name="reviewedOn"
        label="Prices reviewed on"
        hint="Every price page says when the prices were last reviewed."
        type="date"
        value={form.reviewedOn}
        error={errors.reviewedOn}
        width="w-48"
      />
      <h2 className="mt-10 text-title">Service pages</h2>
      <p className="mt-2 max-w-2xl text-muted">
        A card can quote only a fee published on the service’s own price page. A typical range is
        shown only on a service with no published prices, and only when you give one.
      </p>
      <div className="mt-4 space-y-4">
        {services.map((service) => {
          const at = (field: string) => `services.${service.path}.${field}`;
          const values = form.services[service.path];
          if (!values) return null;
          const lead = values.leadLawyer;
          // A lead who has since been hidden stays listed, so the screen shows what is stored.
          const leads =
            lead && !team.some((m) => m.value === lead)
              ? [...team, { value: lead, label: `${lead} (not shown on the website)` }]
              : team;
          return (
            <fieldset
              key={service.path}
              className="min-w-0 rounded-md border border-stone-300 bg-white p-4"
            >
              <legend className="px-1 font-semibold">{service.name}</legend>
              <p className="text-sm text-muted">{`/services/${service.path}`}</p>
              <div className="mt-2 flex flex-wrap items-start gap-4">
                {service.fees && (
                  <SmallSelect
                    name={at("cardFee")}
                    label="Fee on the consultation card"
                    value={values.cardFee}
                    options={service.fees}
                    empty="No fee on the card"
                    error={errors[at("cardFee")]}
                  />
                )}
                <SmallSelect
                  name={at("leadLawyer")}
                  label="Lead lawyer"
                  value={lead}
                  options={leads}
                  empty="Nobody named"
                  error={errors[at("leadLawyer")]}
                />
              </div>
              {service.unpriced && (
                <fieldset className="mt-3 min-w-0">
                  <legend className="text-sm font-semibold">
                    Typical range (optional: leave empty to show none)
                  </legend>
                  <div className="mt-1 flex flex-wrap items-start gap-3">
                    <SmallField
                      name={at("typicalRange.from")}
                      label="From"
                      value={values.range.from}
                      error={errors[at("typicalRange.from")]}
                      numeric
                    />
                    <SmallField
                      name={at("typicalRange.to")}
                      label="To"
                      value={values.range.to}
                      error={errors[at("typicalRange.to")]}
                      numeric
                    />
                    <SmallCheckbox
                      name={at("typicalRange.vat")}
                      label="Plus VAT"
                      checked={values.range.vat}
                    />
                    <SmallSelect
                      name={at("typicalRange.basis")}
                      label="Charged"
                      value={values.range.basis}
                      options={basisOptions}
                      error={errors[at("typicalRange.basis")]}
                    />
                  </div>
                </fieldset>
              )}
            </fieldset>
          );
        })}
      </div>
      <div className="mt-8">
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save
        </SubmitButton>
      </div>
    </SiteForm>
  );
}
