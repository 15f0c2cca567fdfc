import { inviteResponse } from "~/lib/booking/invite-response.server";
import { notFound } from "~/lib/not-found";
import { manageTokenPattern } from "~/lib/schemas/booking";
import type { Route } from "./+types/booking-invite";

/** The booking's calendar file, from its manage link. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!manageTokenPattern.test(params.token)) notFound();
  const booking = await context.services.bookings.findByToken(params.token);
  if (!booking) notFound();
  return inviteResponse(context.services.bookings.calendarFile(booking));
}
