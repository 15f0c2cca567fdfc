import { data } from "react-router";
import { inviteResponse } from "~/lib/booking/invite-response.server";
import { secretTokenPattern } from "~/lib/secret-token-pattern";
import type { Route } from "./+types/booking-invite";

/** The booking's calendar file, from its manage link. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!secretTokenPattern.test(params.token)) throw data(null, { status: 404 });
  const booking = await context.services.bookings.findByToken(params.token);
  if (!booking) throw data(null, { status: 404 });
  return inviteResponse(context.services.bookings.calendarFile(booking));
}
