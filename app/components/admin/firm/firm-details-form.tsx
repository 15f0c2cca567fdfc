import type { ReactNode } from "react";
import { RadioGroup } from "~/components/forms/choice-fields";
import { EmailField, TextField } from "~/components/forms/text-field";
import type { FieldBinding, ShownForm } from "~/lib/forms/form-problem";
import { legalForms, type OfficeId } from "~/shared/firm/facts";
import { firmDetailsFieldOrder, officeFieldName } from "~/shared/schemas/firm-details-form";
import { ContentFormFrame } from "../content-form-frame";

/** A titled group of the form's fields. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mb-8 max-w-3xl rounded-card border border-stone-200 bg-white p-5">
      <legend className="px-1 font-serif text-2xl">{legend}</legend>
      {children}
    </fieldset>
  );
}

const legalFormOptions = legalForms.map((f) => ({ value: f.value, label: f.label }));

/**
 * The firm details form: the firm, its regulation and disclosures, how to contact it, and
 * each office. "Preview" shows the footer drawn from what was typed, before anything is saved.
 */
export function FirmDetailsForm({
  shown,
  stored,
  version,
  offices,
}: {
  shown?: ShownForm;
  stored: Record<string, string>;
  version: number;
  /** The offices in force, by id, in their order: each is a group of the form. */
  offices: readonly { id: OfficeId; name: string }[];
}) {
  return (
    <ContentFormFrame
      shown={shown}
      stored={stored}
      version={version}
      submitLabel="Save the firm's details"
      label="Firm details"
      idPrefix="firm"
      fieldOrder={firmDetailsFieldOrder(offices)}
      previewLabel="Preview the footer"
      multipart={false}
    >
      {(field) => (
        <>
          <Group legend="Firm">
            <TextField
              {...field("name")}
              label="Firm name"
              hint="As clients know it: in the page text, the footer and every e-mail"
            />
            <TextField
              {...field("shortName")}
              label="Short name"
              hint="A shorter form for the logo and page titles, after a page's own title"
            />
          </Group>
          <Group legend="Regulation and disclosures">
            <RadioGroup {...field("legalForm")} label="Legal form" options={legalFormOptions} />
            <RegisteredFields field={field} />
            <TextField
              {...field("sraNumber")}
              label="SRA number"
              hint="The footer says the firm is authorised and regulated by the SRA with this number, and links to the SRA Standards and Regulations."
              inputMode="numeric"
              className="max-w-40"
            />
            <TextField
              {...field("vatNumber")}
              label="VAT number (optional)"
              hint="Leave empty if the firm is not registered for VAT: the pages then say nothing about VAT registration."
              className="max-w-60"
            />
            <TextField
              {...field("insurer")}
              label="Professional indemnity insurer"
              hint="The insurer's name, for example: Northway Professional Indemnity Ltd"
            />
            <TextField
              {...field("insuranceCoverage")}
              label="Where the insurance covers your work"
              hint="The policy's territorial coverage, for example: England and Wales"
            />
          </Group>
          <Group legend="Contact">
            <TextField
              {...field("phone")}
              type="tel"
              label="Phone number"
              hint="A UK number as it should be shown, for example: 0161 496 0000"
              autoComplete="off"
              className="max-w-60"
            />
            <EmailField
              {...field("email")}
              label="E-mail address"
              hint="Shown on every page, and the address clients reply to"
              autoComplete="off"
            />
          </Group>
          {offices.map((office) => (
            <Group key={office.id} legend={office.name}>
              <OfficeFields id={office.id} field={field} />
            </Group>
          ))}
        </>
      )}
    </ContentFormFrame>
  );
}

function RegisteredFields({ field }: { field: (name: string) => FieldBinding }) {
  const onlyRegistered = "Only for an LLP or a limited company; left off the pages otherwise.";
  return (
    <>
      <TextField
        {...field("registeredName")}
        label="Registered name (LLP or company)"
        hint={`The name on the Companies House register, with its LLP or Limited. ${onlyRegistered}`}
      />
      <TextField
        {...field("registeredNumber")}
        label="Companies House number (LLP or company)"
        hint={`8 characters, for example: OC123456. ${onlyRegistered}`}
        className="max-w-60"
      />
      <TextField
        {...field("registeredOffice")}
        label="Registered office (LLP or company)"
        hint={`The address on the register, on one line. ${onlyRegistered}`}
        className="max-w-2xl"
      />
    </>
  );
}

function OfficeFields({ id, field }: { id: OfficeId; field: (name: string) => FieldBinding }) {
  const f = (name: Parameters<typeof officeFieldName>[1]) => field(officeFieldName(id, name));
  return (
    <>
      <TextField {...f("name")} label="Office name" hint="For example: Bramhall office" />
      <TextField
        {...f("streetAddress")}
        label="Street address"
        autoComplete="off"
        className="max-w-2xl"
      />
      <TextField
        {...f("locality")}
        label="Locality"
        hint="The village or district, for example: Bramhall"
      />
      <TextField {...f("town")} label="Town" />
      <TextField {...f("postcode")} label="Postcode" className="max-w-40" autoComplete="off" />
      <TextField
        {...f("mapUrl")}
        type="url"
        label="Map link"
        hint="A link that opens the address on a map, starting https://"
        className="max-w-2xl"
      />
    </>
  );
}
