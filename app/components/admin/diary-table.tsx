import { SiteLink } from "~/components/site-link";
import { type MeetingType, meetingTypeLabels } from "~/shared/booking/options";
import { AdminTable } from "./admin-table";

/** One consultation as a diary shows it: times already in London words. */
export interface DiaryRow {
  id: string;
  reference: string;
  name: string;
  /** "Mon 30 Nov, 9:30 AM" in a week; "9:30 AM" in a day. */
  when: string;
  meetingType: MeetingType;
  lawyer: string | null;
  requested: boolean;
}

/** A diary's consultations: time, client, reference (to the booking's page), meeting, lawyer. */
export function DiaryTable({ caption, rows }: { caption: string; rows: readonly DiaryRow[] }) {
  return (
    <AdminTable
      caption={caption}
      columns={["Time", "Client", "Reference", "Meeting", "Lawyer"]}
      className="mt-3 max-w-4xl"
      headerCellClassName="px-3 py-2"
    >
      {rows.map((b) => (
        <tr key={b.id} className="border-b border-stone-200 align-top">
          <td className="px-3 py-2 whitespace-nowrap">{b.when}</td>
          <td className="px-3 py-2">{b.name}</td>
          <td className="px-3 py-2">
            <SiteLink to={`/admin/consultations/${b.id}`}>{b.reference}</SiteLink>
            {b.requested && " (Saturday request)"}
          </td>
          <td className="px-3 py-2">{meetingTypeLabels[b.meetingType]}</td>
          <td className="px-3 py-2">{b.lawyer ?? "No lawyer yet"}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
