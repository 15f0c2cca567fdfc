import { FirmDisclosures } from "~/components/layout/firm-disclosures";
import { OfficeAddresses } from "~/components/layout/office-addresses";
import type { FirmDetails } from "~/shared/firm/facts";
import { AdminSection } from "../admin-section";

/**
 * The footer's firm block as it will look with the details given (nothing saved yet): the
 * offices, phone, e-mail and every disclosure, on the footer's own colours. The addresses and
 * disclosures are the footer's own components; phone and e-mail stay plain text here, since
 * the footer's links dial and write to the saved facts, not the ones being previewed.
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
        <OfficeAddresses offices={details.offices} />
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
