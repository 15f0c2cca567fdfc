import { data } from "react-router";
import { manageTokenPattern } from "~/lib/schemas/booking";
import type { Route } from "./+types/booking-invite";

/** The booking's calendar file, from its manage link. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!manageTokenPattern.test(params.token)) throw data(null, { status: 404 });
  const booking = await context.services.bookings.findByToken(params.token);
  if (!booking) throw data(null, { status: 404 });
  return new Response(context.services.bookings.calendarFile(booking), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="consultation.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
