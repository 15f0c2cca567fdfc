import { formatAddress, type Office } from "~/shared/firm/facts";

/** The offices' names and postal addresses, one block each, as the footer lists them. */
export function OfficeAddresses({ offices }: { offices: readonly Office[] }) {
  return offices.map((office) => (
    <address key={office.id} className="not-italic">
      <span className="font-semibold text-white">{office.name}</span>
      <br />
      {formatAddress(office)}
    </address>
  ));
}
