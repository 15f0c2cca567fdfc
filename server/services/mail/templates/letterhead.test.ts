import { expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { renderMail } from "./letterhead";

const mail = (firm = defaultFirmFacts) =>
  renderMail({ subject: "Hello", body: "Body", text: "Body", firm });

test("the letterhead gives the firm's offices, number, address and every disclosure from the facts given", () => {
  const changed = {
    ...defaultFirmFacts,
    name: "Hale & Co Solicitors",
    phone: "0161 496 0123",
    insurer: "Harbour Mutual Insurance Ltd",
  };
  const { html, text } = mail(changed);
  for (const part of [html, text]) {
    expect(part).toContain("0161 496 0123");
    expect(part).toContain("Harbour Mutual Insurance Ltd");
    expect(part).toContain("VAT number GB 000 0000 00.");
    expect(part).toContain("Carrow House, 9 Thornfield Parade");
  }
  expect(text).toContain(
    "Hale & Co Solicitors is authorised and regulated by the Solicitors Regulation Authority (SRA number 558160).",
  );
  expect(text).not.toContain("0161 496 0000");
});

test("a VAT number the firm has not entered is left out of the letterhead", () => {
  const { html, text } = mail({ ...defaultFirmFacts, vatNumber: null });
  expect(html).not.toContain("VAT");
  expect(text).not.toContain("VAT");
});
