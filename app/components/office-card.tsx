import { useFirm } from "~/lib/firm/use-firm";
import { findOffice, formatAddress, type Office, type OfficeId } from "~/shared/firm/facts";
import { PhoneLink } from "./phone-number";

/** The office nearest a place: address, map link and phone. */
export function OfficeCard({ officeId, heading }: { officeId: OfficeId; heading: string }) {
  const office = findOffice(officeId, useFirm().offices);
  return (
    <aside aria-label={heading} className="rounded-lg border border-stone-200 bg-white p-6">
      <h2 className="text-heading">{heading}</h2>
      <p className="mt-2 font-semibold">{office.name}</p>
      <address className="not-italic">{formatAddress(office)}</address>
      <p className="mt-2">
        <OfficeMapLink office={office} />
      </p>
      <p className="mt-2">
        Phone: <PhoneLink />
      </p>
    </aside>
  );
}

/** The office on a map, in a new tab (said to screen readers, as the link leaves the site). */
export function OfficeMapLink({ office }: { office: Office }) {
  return (
    <a href={office.mapUrl} rel="noopener" target="_blank">
      {`Find ${office.locality} on a map`}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
