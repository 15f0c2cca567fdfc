import { SiteLink } from "~/components/site-link";
import { meetingTypeLabels } from "~/shared/booking/options";
import type { LawyerAtAGlance } from "~/shared/schemas/lawyer-admin";
import { formatLongDate } from "~/shared/time/format";
import { AdminSection } from "../admin-section";
import { AdminTable } from "../admin-table";

const awayText = (away: LawyerAtAGlance["nextAway"]) =>
  !away
    ? "None"
    : away.startsOn === away.endsOn
      ? formatLongDate(away.startsOn)
      : `${formatLongDate(away.startsOn)} to ${formatLongDate(away.endsOn)}`;

/**
 * Who clients can be booked with: a slot is free when a lawyer who covers the meeting and the
 * practice area is free then, so this is what decides the public calendar.
 */
export function LawyersAtAGlance({ lawyers }: { lawyers: readonly LawyerAtAGlance[] }) {
  return (
    <AdminSection id="lawyers-heading" title="Lawyers" className="mt-8">
      <p className="mt-2 max-w-3xl">
        A time is offered to clients when a lawyer who takes consultations, covers the meeting and
        the practice area, and is not away, is free then.
      </p>
      {lawyers.length === 0 ? (
        <p className="mt-3">There are no team members yet.</p>
      ) : (
        <AdminTable
          caption="Lawyers and their consultations"
          columns={["Name", "Free consultations", "Meets clients", "Hours", "Next days away"]}
          className="mt-3 max-w-4xl"
          headerCellClassName="px-3 py-2"
        >
          {lawyers.map((l) => (
            <tr key={l.id} className="border-b border-stone-200 align-top">
              <th scope="row" className="px-3 py-2 font-normal">
                <SiteLink to={`/admin/team/${l.id}/lawyer`}>{l.name}</SiteLink>
                {l.hidden && " (hidden from the website)"}
              </th>
              <td className="px-3 py-2">{l.takesConsultations ? "Yes" : "No"}</td>
              <td className="px-3 py-2">
                {l.meetingTypes.length === 0
                  ? "None chosen"
                  : l.meetingTypes.map((t) => meetingTypeLabels[t]).join("; ")}
              </td>
              <td className="px-3 py-2">{l.ownHours ? "Their own" : "The firm's"}</td>
              <td className="px-3 py-2">
                {awayText(l.nextAway)}{" "}
                <SiteLink to={`/admin/team/${l.id}/days-away`}>
                  Days away<span className="sr-only">{` for ${l.name}`}</span>
                </SiteLink>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminSection>
  );
}
