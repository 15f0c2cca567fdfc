import { FirmDisclosures } from "~/components/layout/firm-disclosures";
import { type FirmDetails, formatAddress } from "~/shared/firm/facts";
import { AdminSection } from "../admin-section";

/**
 * The footer's firm block as it will look with the details given (nothing saved yet): the
 * offices, phone, e-mail and every disclosure, on the footer's own colours.
 */
export function FirmDetailsPreview({ details }: { details: FirmDetails }) {
  return (
    <AdminSection
      id="firm-preview-heading"
      title="Preview: the footer with these details"
      className="mb-8 max-w-3xl"
    >
      <p className="mt-2">Nothing is saved yet. Check it, then save to show it on every page.</p>
      <div className="on-dark mt-4 space-y-4 rounded-card bg-navy-950 p-6 text-stone-200 [&_a]:text-stone-200">
        {details.offices.map((office) => (
          <address key={office.id} className="not-italic">
            <span className="font-semibold text-white">{office.name}</span>
            <br />
            {formatAddress(office)}
          </address>
        ))}
        <p>
          {`Phone: ${details.phone}`}
          <br />
          {`E-mail: ${details.email}`}
        </p>
        <div className="space-y-2 border-t border-navy-800 pt-4 text-sm">
          <FirmDisclosures facts={details} />
        </div>
      </div>
    </AdminSection>
  );
}
