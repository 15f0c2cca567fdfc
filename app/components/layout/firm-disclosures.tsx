import { type DisclosedFacts, disclosureLines, sraStandardsUrl } from "~/shared/firm/disclosures";

/**
 * What a firm of solicitors must publish, as the footer shows it on every page (and the firm
 * details screen previews it): the regulatory statement with the SRA's Standards and
 * Regulations beside it, the legal form, the VAT number if any, and the indemnity insurer.
 */
export function FirmDisclosures({ facts }: { facts: DisclosedFacts }) {
  const [regulatory, ...rest] = disclosureLines(facts);
  return (
    <>
      <p>
        {regulatory}{" "}
        <a href={sraStandardsUrl} rel="noopener">
          SRA Standards and Regulations
        </a>
      </p>
      {rest.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </>
  );
}
