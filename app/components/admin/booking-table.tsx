import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";
import { londonDayTime, shortMeetingType } from "~/lib/admin/booking-format";
import { areaLabel } from "~/shared/booking/facts";
import type { MeetingType } from "~/shared/schemas/booking";
import { AdminTable } from "./admin-table";
import { BookingStatusBadge } from "./booking-status-badge";

export interface BookingListItem {
  id: string;
  reference: string;
  name: string;
  email: string;
  startsAt: string;
  practiceArea: string;
  meetingType: MeetingType;
  status: "confirmed" | "requested" | "cancelled";
  attendance: "attended" | "no-show" | null;
}

/** Bookings as a real table: a caption, column headers, and the reference as the row's link. */
export function BookingTable({
  caption,
  rows,
  empty,
}: {
  caption: string;
  rows: BookingListItem[];
  /** What to do next when there are none. */
  empty: ReactNode;
}) {
  if (rows.length === 0) return <p className="mt-2 max-w-3xl">{empty}</p>;
  return (
    <AdminTable
      caption={caption}
      columns={["Reference", "When", "Client", "About", "How", "Status"]}
      className="mt-2"
      headerCellClassName="px-3 py-2"
    >
      {rows.map((b) => (
        <tr key={b.id} className="border-b border-stone-200 align-top">
          <th scope="row" className="px-3 py-2 font-semibold">
            <SiteLink to={`/admin/consultations/${b.id}`} aria-label={`${b.reference}, ${b.name}`}>
              {b.reference}
            </SiteLink>
          </th>
          <td className="px-3 py-2 whitespace-nowrap">{londonDayTime(b.startsAt)}</td>
          <td className="px-3 py-2">
            {b.name}
            <br />
            <span className="text-sm text-muted break-all">{b.email}</span>
          </td>
          <td className="px-3 py-2">{areaLabel(b.practiceArea)}</td>
          <td className="px-3 py-2">{shortMeetingType[b.meetingType]}</td>
          <td className="px-3 py-2">
            <BookingStatusBadge status={b.status} attendance={b.attendance} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Loader rows to what the table needs: no manage hashes or summaries sent to the browser. */
export function toListItem(
  b: Omit<BookingListItem, "startsAt"> & { startsAt: Date },
): BookingListItem {
  return {
    id: b.id,
    reference: b.reference,
    name: b.name,
    email: b.email,
    startsAt: b.startsAt.toISOString(),
    practiceArea: b.practiceArea,
    meetingType: b.meetingType,
    status: b.status,
    attendance: b.attendance,
  };
}
