import { type FirmFacts, firm, isRegisteredForm } from "./facts";

/**
 * The sentences a firm of solicitors must publish (SRA Transparency Rules, the Companies Act
 * for an LLP or a company), built from the facts rather than typed as free text, so the
 * statement can never disagree with the name and number beside it. A value the firm has not
 * entered (a VAT number) gives no sentence at all: nothing is ever made up.
 */
export type DisclosedFacts = Pick<
  FirmFacts,
  | "name"
  | "sraNumber"
  | "legalForm"
  | "registeredName"
  | "registeredNumber"
  | "registeredOffice"
  | "vatNumber"
  | "insurer"
  | "insuranceCoverage"
>;

/** "Carrow & Hale Solicitors is authorised and regulated by the Solicitors Regulation Authority (SRA number 558160)." */
export function regulatoryStatement(facts: Pick<FirmFacts, "name" | "sraNumber">): string {
  return `${facts.name} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${facts.sraNumber}).`;
}

/** The firm's legal form, with its registered number and office where it has them. */
export function legalFormStatement(facts: DisclosedFacts): string {
  switch (facts.legalForm) {
    case "partnership":
      return `${facts.name} is a partnership.`;
    case "sole-practitioner":
      return `${facts.name} is the practice of a sole practitioner.`;
    default: {
      const what =
        facts.legalForm === "llp" ? "a limited liability partnership" : "a limited company";
      const who = facts.registeredName ?? facts.name;
      const number = facts.registeredNumber ? `, number ${facts.registeredNumber}` : "";
      const office = facts.registeredOffice ? ` Registered office: ${facts.registeredOffice}.` : "";
      return `${who} is ${what} registered in England and Wales${number}.${office}`;
    }
  }
}

export function vatStatement(facts: Pick<FirmFacts, "vatNumber">): string | null {
  return facts.vatNumber ? `VAT number ${facts.vatNumber}.` : null;
}

export function insuranceStatement(
  facts: Pick<FirmFacts, "insurer" | "insuranceCoverage">,
): string | null {
  if (!facts.insurer) return null;
  const coverage = facts.insuranceCoverage ? `, covering work in ${facts.insuranceCoverage}` : "";
  return `Professional indemnity insurance: ${facts.insurer}${coverage}.`;
}

/** Every disclosure, in the order the footer and the mails give them. */
export function disclosureLines(facts: DisclosedFacts): string[] {
  return [
    regulatoryStatement(facts),
    legalFormStatement(facts),
    vatStatement(facts),
    insuranceStatement(facts),
  ].filter((line): line is string => line !== null);
}

/** The name on the register for an LLP or company (JSON-LD's legalName), else the trading name. */
export function legalName(facts: DisclosedFacts): string {
  return isRegisteredForm(facts.legalForm) && facts.registeredName
    ? facts.registeredName
    : facts.name;
}

/** The SRA's rules, linked beside the SRA number as the Transparency Rules ask. */
export const sraStandardsUrl = firm.sraStandardsUrl;
export const sraRegisterUrl = firm.sraRegisterUrl;
