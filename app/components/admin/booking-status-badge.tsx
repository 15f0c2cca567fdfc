import { attendanceLabels, statusLabels } from "~/lib/admin/booking-format";

const styles = {
  confirmed: "border-success-700 text-success-700",
  requested: "border-accent-700 text-accent-800",
  cancelled: "border-muted text-muted",
} as const;

/** A booking's status in words (never colour alone), with its attendance once recorded. */
export function BookingStatusBadge({
  status,
  attendance,
}: {
  status: keyof typeof statusLabels;
  attendance?: keyof typeof attendanceLabels | null;
}) {
  return (
    <span
      className={`inline-block rounded border-2 bg-white px-2 py-0.5 text-sm font-semibold ${styles[status]}`}
    >
      {attendance
        ? `${statusLabels[status]}: ${attendanceLabels[attendance]}`
        : statusLabels[status]}
    </span>
  );
}
