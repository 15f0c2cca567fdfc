import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { CheckboxField, RadioGroup } from "../forms/choice-fields";
import { ErrorSummary } from "../forms/error-summary";
import { TextField } from "../forms/text-field";
import { useAutoSubmit } from "./auto-submit";

const tenureOptions = [
  { value: "freehold", label: "Freehold" },
  { value: "leasehold", label: "Leasehold (most flats)" },
];

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
  const type = values.type ?? "";
  const buying = type === "purchase" || type === "sale-and-purchase";
  const selling = type === "sale" || type === "sale-and-purchase";
  const tick = (name: string) => values[name] === "yes";
  return (
    <>
      <ErrorSummary errors={errors} order={order} idPrefix="quote" />
      <Form
        method="get"
        action={action}
        onChange={autoSubmit}
        aria-labelledby="quote-heading"
        preventScrollReset
      >
        <RadioGroup
          idPrefix="quote"
          name="type"
          label="What are you doing?"
          defaultValue={type}
          error={errors.type}
          options={[
            { value: "purchase", label: "Buying" },
            { value: "sale", label: "Selling" },
            { value: "sale-and-purchase", label: "Selling and buying" },
            { value: "remortgage", label: "Remortgaging" },
          ]}
        />
        {selling && (
          <TextField
            idPrefix="quote"
            name="salePrice"
            label="Sale price (£)"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.salePrice}
            error={errors.salePrice}
          />
        )}
        {type === "sale-and-purchase" && (
          <RadioGroup
            idPrefix="quote"
            name="saleTenure"
            label="The home you are selling is"
            options={tenureOptions}
            defaultValue={values.saleTenure ?? "freehold"}
          />
        )}
        {buying && (
          <TextField
            idPrefix="quote"
            name="purchasePrice"
            label="Purchase price (£)"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.purchasePrice}
            error={errors.purchasePrice}
          />
        )}
        {type === "remortgage" && (
          <TextField
            idPrefix="quote"
            name="propertyValue"
            label="Value of your home (£)"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.propertyValue}
            error={errors.propertyValue}
          />
        )}
        {type && (
          <RadioGroup
            idPrefix="quote"
            name="tenure"
            label={
              type === "sale"
                ? "The home you are selling is"
                : type === "remortgage"
                  ? "Your home is"
                  : "The home you are buying is"
            }
            options={tenureOptions}
            defaultValue={values.tenure ?? "freehold"}
          />
        )}
        {buying && (
          <fieldset className="mb-6">
            <legend className="font-semibold">About the purchase (tick any that apply)</legend>
            <div className="mt-2">
              <CheckboxField idPrefix="quote" name="mortgage" defaultChecked={tick("mortgage")}>
                I am buying with a mortgage
              </CheckboxField>
              <CheckboxField idPrefix="quote" name="newBuild" defaultChecked={tick("newBuild")}>
                It is a new build
              </CheckboxField>
              <CheckboxField
                idPrefix="quote"
                name="firstTimeBuyer"
                defaultChecked={tick("firstTimeBuyer")}
              >
                I am a first-time buyer
              </CheckboxField>
              <CheckboxField
                idPrefix="quote"
                name="additionalProperty"
                defaultChecked={tick("additionalProperty")}
              >
                I will own another home as well (an additional property)
              </CheckboxField>
              <CheckboxField
                idPrefix="quote"
                name="nonResident"
                defaultChecked={tick("nonResident")}
              >
                I am not resident in the UK
              </CheckboxField>
            </div>
          </fieldset>
        )}
        <SubmitButton>{type ? "Show my quote" : "Next"}</SubmitButton>
      </Form>
    </>
  );
}
