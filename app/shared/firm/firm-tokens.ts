import type { FirmFacts } from "~/shared/firm/facts";
import { mapStrings } from "~/shared/map-strings";
import { formatClockTime } from "~/shared/time/format";
import {
  disclosureLines,
  insuranceStatement,
  legalFormStatement,
  regulatoryStatement,
  vatStatement,
} from "./disclosures";
import { findOffice, formatAddress } from "./facts";
import {
  byAppointmentClause,
  earliestOpening,
  latestClosing,
  weekdayOfficeHours,
} from "./office-hours";

/**
 * Words in app/content (and in articles staff write) that stand for a firm fact, filled in when
 * a page is loaded so the copy follows the facts source: "{weekdayHours}" is "Monday to Friday,
 * 9:00 AM to 5:00 PM"; "{opens}" and "{closes}" are "9:00 AM" and "5:00 PM", the earliest
 * opening and latest closing of the week; "{byAppointment}" is ", and on Saturdays by
 * appointment" while Saturday is by appointment, and nothing once it is not; "{phone}" is the
 * number, "{firmName}" the name. A disclosure the firm has not entered (a VAT number) fills in
 * as nothing, so its sentence is left off rather than made up.
 */
const tokenMakers: Readonly<Record<string, (facts: FirmFacts) => string>> = {
  "{weekdayHours}": (f) => weekdayOfficeHours(f.hours),
  "{opens}": (f) => formatClockTime(earliestOpening(f.hours)),
  "{closes}": (f) => formatClockTime(latestClosing(f.hours)),
  "{byAppointment}": (f) => byAppointmentClause(f.hours),
  "{firmName}": (f) => f.name,
  "{shortName}": (f) => f.shortName,
  "{phone}": (f) => f.phone,
  "{email}": (f) => f.email,
  // The configured video provider ("Jitsi Meet"), for the privacy policy.
  "{videoProvider}": (f) => f.videoProvider,
  "{sraNumber}": (f) => f.sraNumber,
  "{regulatoryStatement}": regulatoryStatement,
  "{legalFormStatement}": legalFormStatement,
  "{vatStatement}": (f) => vatStatement(f) ?? "",
  "{insurer}": (f) => f.insurer,
  "{insuranceCoverage}": (f) => f.insuranceCoverage,
  "{insuranceStatement}": (f) => insuranceStatement(f) ?? "",
  "{disclosures}": (f) => disclosureLines(f).join(" "),
  // One office's address as the firm entered it: "Carrow House, 9 Thornfield Parade, …".
  "{bramhallAddress}": (f) => formatAddress(findOffice("bramhall", f.offices)),
  "{heatonMoorAddress}": (f) => formatAddress(findOffice("heaton-moor", f.offices)),
  // A Markdown list, one office a line: "- **Bramhall office:** Carrow House, …".
  "{officeList}": (f) =>
    f.offices.map((office) => `- **${office.name}:** ${formatAddress(office)}`).join("\n"),
};

export const firmTokenNames = Object.keys(tokenMakers);

export function firmTokens(facts: FirmFacts): Record<string, string> {
  return Object.fromEntries(
    firmTokenNames.map((name) => [name, tokenMakers[name]?.(facts) ?? name]),
  );
}

const tokenPattern = new RegExp(
  firmTokenNames.map((t) => t.replace(/[{}]/g, "\\$&")).join("|"),
  "g",
);

/** The content with every firm token in its strings filled in; other values are left as they are. */
export function fillFirmTokens<T>(content: T, facts: FirmFacts): T {
  const tokens = firmTokens(facts);
  return mapStrings(content, (text) => text.replace(tokenPattern, (t) => tokens[t] ?? t));
}
