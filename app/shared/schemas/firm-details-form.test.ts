import { describe, expect, test } from "vitest";
import { defaultFirmFacts, type FirmDetails } from "~/shared/firm/facts";
import { firmDetailsSchema } from "~/shared/firm/settings-schemas";
import { parseFields } from "~/shared/forms/parse-fields";
import { firmDetailsForm, firmDetailsFormValues } from "./firm-details-form";

const { hours: _h, nextClosure: _c, videoProvider: _v, ...sampleDetails } = defaultFirmFacts;
const details: FirmDetails = sampleDetails;
const form = firmDetailsForm(details);
const posted = (changes: Record<string, string> = {}) => ({
  ...firmDetailsFormValues(details),
  ...changes,
});

describe("the firm details form", () => {
  test("the form opened with the details in force reads back as the same details, no longer a sample", () => {
    const parsed = parseFields(form, posted());
    expect(parsed).toEqual({ ok: true, data: { ...details, sample: false } });
    // And what it gives is a valid stored document.
    expect(firmDetailsSchema.safeParse(parsed.ok && parsed.data).success).toBe(true);
  });

  test("typing is tidied: one space in a number, postcodes and numbers in capitals", () => {
    const parsed = parseFields(
      form,
      posted({
        phone: " 0161   496 0123 ",
        "bramhall-postcode": "sk71qz",
        registeredNumber: "oc123456",
        vatNumber: "gb 123 4567 89",
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.data.phone).toBe("0161 496 0123");
    expect(parsed.data.offices[0]?.postcode).toBe("SK7 1QZ");
    expect(parsed.data.registeredNumber).toBe("OC123456");
    expect(parsed.data.vatNumber).toBe("GB 123 4567 89");
  });

  test("each mistake has its field's message", () => {
    const parsed = parseFields(
      form,
      posted({
        name: " ",
        phone: "call us",
        email: "nobody",
        sraNumber: "55816A",
        vatNumber: "123",
        "heaton-moor-postcode": "SK4",
        "heaton-moor-mapUrl": "javascript:alert(1)",
        legalForm: "trust",
      }),
    );
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors).toEqual({
      name: "Enter the firm's name",
      phone: "Enter a UK phone number, like 0161 496 0000",
      email: "Enter an e-mail address, like enquiries@example.com",
      sraNumber: "Enter the SRA number: 5 to 7 digits, like 558160",
      vatNumber: "Enter the VAT number, like GB 123 4567 89, or leave it empty",
      "heaton-moor-postcode": "Enter a UK postcode, like SK7 1QZ",
      "heaton-moor-mapUrl": "Enter a map link starting https://",
      legalForm: "Choose the firm's legal form",
    });
  });

  test("an LLP or company needs its number and registered office; a partnership keeps neither", () => {
    const llp = parseFields(form, posted({ registeredNumber: "", registeredOffice: "" }));
    expect(!llp.ok && Object.keys(llp.errors)).toEqual(["registeredNumber", "registeredOffice"]);
    const partnership = parseFields(form, posted({ legalForm: "partnership" }));
    if (!partnership.ok) throw new Error("refused");
    expect(partnership.data).toMatchObject({
      legalForm: "partnership",
      registeredName: null,
      registeredNumber: null,
      registeredOffice: null,
    });
  });

  test("a VAT number left empty is stored as none, not as an empty line", () => {
    const parsed = parseFields(form, posted({ vatNumber: "" }));
    expect(parsed.ok && parsed.data.vatNumber).toBeNull();
  });

  test("the offices keep their ids whatever they are renamed to", () => {
    const parsed = parseFields(form, posted({ "bramhall-name": "Village office" }));
    expect(parsed.ok && parsed.data.offices.map((o) => [o.id, o.name])).toEqual([
      ["bramhall", "Village office"],
      ["heaton-moor", "Heaton Moor office"],
    ]);
  });
});

describe("the stored details document", () => {
  test("a document in the old shape, or with a made-up field missing, is refused", () => {
    expect(firmDetailsSchema.safeParse(details).success).toBe(true);
    const { insurer: _insurer, ...noInsurer } = details;
    expect(firmDetailsSchema.safeParse(noInsurer).success).toBe(false);
    expect(
      firmDetailsSchema.safeParse({ ...details, legalForm: "llp", registeredNumber: null }).success,
    ).toBe(false);
  });
});
