import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { bindFields } from "~/lib/forms/form-problem";
import { CheckboxField, RadioGroup } from "../forms/choice-fields";
import { ErrorSummary } from "../forms/error-summary";
import { TextField } from "../forms/text-field";
import { useAutoSubmit } from "./auto-submit";

const transactionOptions = [
  { value: "purchase", label: "Buying" },
  { value: "sale", label: "Selling" },
  { value: "sale-and-purchase", label: "Selling and buying" },
  { value: "remortgage", label: "Remortgaging" },
];

const tenureOptions = [
  { value: "freehold", label: "Freehold" },
  { value: "leasehold", label: "Leasehold (most flats)" },
];

/** A home is freehold until the visitor says otherwise. */
const tenureDefaults = { tenure: "freehold", saleTenure: "freehold" };

const purchaseTicks = [
  ["mortgage", "I am buying with a mortgage"],
  ["newBuild", "It is a new build"],
  ["firstTimeBuyer", "I am a first-time buyer"],
  ["additionalProperty", "I will own another home as well (an additional property)"],
  ["nonResident", "I am not resident in the UK"],
] as const;

const order = [
  "type",
  "salePrice",
  "purchasePrice",
  "propertyValue",
  "tenure",
  "saleTenure",
] as const;

/**
 * The quote's questions, as a GET form: the answer is a page anyone can reload or share, it
 * works without JavaScript (choose, then "Show my quote"), and with JavaScript it updates as
 * you type. Only the questions that matter for the chosen transaction are asked.
 */
export function QuoteForm({
  action,
  values,
  errors,
}: {
  action: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const autoSubmit = useAutoSubmit();
  const field = bindFields("quote", { values, errors }, tenureDefaults);
  const type = values.type ?? "";
  const buying = type === "purchase" || type === "sale-and-purchase";
  const selling = type === "sale" || type === "sale-and-purchase";
  const price = { inputMode: "numeric", autoComplete: "off" } as const;
  return (
    <>
      <ErrorSummary errors={errors} order={order} idPrefix="quote" />
      <SiteForm
        method="get"
        action={action}
        ref={autoSubmit.ref}
        onChange={autoSubmit.onChange}
        aria-labelledby="quote-heading"
        preventScrollReset
      >
        <RadioGroup {...field("type")} label="What are you doing?" options={transactionOptions} />
        {selling && <TextField {...field("salePrice")} label="Sale price (£)" {...price} />}
        {type === "sale-and-purchase" && (
          <RadioGroup
            {...field("saleTenure")}
            label="The home you are selling is"
            options={tenureOptions}
          />
        )}
        {buying && <TextField {...field("purchasePrice")} label="Purchase price (£)" {...price} />}
        {type === "remortgage" && (
          <TextField {...field("propertyValue")} label="Value of your home (£)" {...price} />
        )}
        {type && (
          <RadioGroup
            {...field("tenure")}
            label={
              type === "sale"
                ? "The home you are selling is"
                : type === "remortgage"
                  ? "Your home is"
                  : "The home you are buying is"
            }
            options={tenureOptions}
          />
        )}
        {buying && (
          <fieldset className="mb-6">
            <legend className="font-semibold">About the purchase (tick any that apply)</legend>
            <div className="mt-2">
              {purchaseTicks.map(([name, label]) => (
                <CheckboxField key={name} {...field(name)}>
                  {label}
                </CheckboxField>
              ))}
            </div>
          </fieldset>
        )}
        <SubmitButton>{type ? "Show my quote" : "Next"}</SubmitButton>
      </SiteForm>
    </>
  );
}
