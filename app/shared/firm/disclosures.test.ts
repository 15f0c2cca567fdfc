import { describe, expect, test } from "vitest";
import { disclosureLines, legalFormStatement, legalName, regulatoryStatement } from "./disclosures";
import { defaultFirmFacts } from "./facts";

const firm = { ...defaultFirmFacts, name: "Hale & Co Solicitors", sraNumber: "612345" };

describe("the disclosures a firm of solicitors publishes", () => {
  test("the regulatory statement is built from the name and SRA number, so it cannot drift", () => {
    expect(regulatoryStatement(firm)).toBe(
      "Hale & Co Solicitors is authorised and regulated by the Solicitors Regulation Authority (SRA number 612345).",
    );
  });

  test("an LLP gives its registered name, number and office; a partnership none of them", () => {
    expect(legalFormStatement(defaultFirmFacts)).toBe(
      "Carrow & Hale Solicitors LLP is a limited liability partnership registered in England and Wales, number OC000000. Registered office: Carrow House, 9 Thornfield Parade, Bramhall, Stockport SK7 1QZ.",
    );
    const company = {
      ...firm,
      legalForm: "limited-company" as const,
      registeredName: "Hale & Co Ltd",
    };
    expect(legalFormStatement(company)).toMatch(/^Hale & Co Ltd is a limited company registered/);
    const partnership = { ...firm, legalForm: "partnership" as const };
    expect(legalFormStatement(partnership)).toBe("Hale & Co Solicitors is a partnership.");
    expect(legalName(partnership)).toBe("Hale & Co Solicitors");
    expect(legalName(defaultFirmFacts)).toBe("Carrow & Hale Solicitors LLP");
  });

  test("every line in order, and a VAT number not entered gives no line at all", () => {
    expect(disclosureLines(defaultFirmFacts)).toEqual([
      "Carrow & Hale Solicitors is authorised and regulated by the Solicitors Regulation Authority (SRA number 558160).",
      expect.stringContaining("limited liability partnership"),
      "VAT number GB 000 0000 00.",
      "Professional indemnity insurance: Northway Professional Indemnity Ltd, covering work in England and Wales.",
    ]);
    const lines = disclosureLines({ ...defaultFirmFacts, vatNumber: null });
    expect(lines).toHaveLength(3);
    expect(lines.join(" ")).not.toContain("VAT");
  });
});
