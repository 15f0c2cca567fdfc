import { useFirm } from "~/lib/firm/use-firm";
import { formatAddress } from "~/shared/firm/facts";
import { officesWithOwnHours, openingHoursRows } from "~/shared/firm/office-hours";
import { ClosureLine } from "./closure-line";
import { OfficeMapLink } from "./office-card";
import { OpeningHoursList } from "./opening-hours-list";
import { PhoneLink } from "./phone-number";

export function OfficesAndHours({
  headingLevel = 2,
  heading,
}: {
  headingLevel?: 2 | 3;
  heading: string;
}) {
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  const { offices, hours } = useFirm();
  const ownHours = officesWithOwnHours(hours);
  return (
    <section aria-labelledby="offices-heading">
      <H id="offices-heading" className="text-title">
        {heading}
      </H>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {offices.map((office) => (
          <div key={office.id} className="rounded-lg border border-stone-200 bg-white p-6">
            <Sub className="text-xl">{office.name}</Sub>
            <address className="mt-2 not-italic">{formatAddress(office)}</address>
            <p className="mt-3">
              <OfficeMapLink office={office} />
            </p>
            {ownHours.includes(office.id) && (
              <>
                <p className="mt-4 font-semibold">This office keeps its own hours:</p>
                <OpeningHoursList rows={openingHoursRows(hours, office.id)} />
              </>
            )}
          </div>
        ))}
        <div className="rounded-lg border border-stone-200 bg-white p-6">
          <Sub className="text-xl">Opening hours</Sub>
          <OpeningHoursList rows={openingHoursRows(hours)} />
          <ClosureLine className="mt-3" />
          <p className="mt-3">
            Phone: <PhoneLink />
          </p>
        </div>
      </div>
    </section>
  );
}
