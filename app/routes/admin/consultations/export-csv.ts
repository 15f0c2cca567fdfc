import { toCsv } from "~/lib/admin/booking-csv";
import { attendanceLabels, statusLabels } from "~/lib/admin/booking-format";
import { requireStaff } from "~/lib/auth/require-user.server";
import { areaLabel } from "~/shared/booking/facts";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { meetingTypeLabels } from "~/shared/schemas/booking";
import { parseConsultationFilters } from "~/shared/schemas/consultation-filters";
import { londonClock, londonDate, todayInLondon } from "~/shared/time/london-clock";
import type { Route } from "./+types/export-csv";

// Staff-only, as everything inside the admin layout.
export const handle: RouteHandle = { kind: "resource" };

const header = [
  "Reference",
  "Date",
  "Time",
  "Status",
  "Attendance",
  "Practice area",
  "Meeting type",
  "Lawyer",
  "Name",
  "E-mail",
  "Phone",
  "Summary",
  "Cancellation reason",
  "Booked at",
] as const;

/** The consultations list's current filters as a spreadsheet (every page, not just one). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const filters = parseConsultationFilters(new URL(request.url).searchParams);
  const rows = await context.services.bookingAdmin.consultations.exportRows(filters);
  const csv = toCsv(
    header,
    rows.map((b) => [
      b.reference,
      londonDate(b.startsAt),
      londonClock(b.startsAt),
      statusLabels[b.status],
      b.attendance ? attendanceLabels[b.attendance] : "",
      areaLabel(b.practiceArea),
      meetingTypeLabels[b.meetingType],
      b.lawyerName ?? "",
      b.name,
      b.email,
      b.phone,
      b.summary,
      b.cancelReason,
      b.createdAt.toISOString(),
    ]),
  );
  const stamp = todayInLondon(context.clock.now());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="consultations-${stamp}.csv"`,
      // Clients' personal details: never kept by a browser, proxy or the service worker.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
