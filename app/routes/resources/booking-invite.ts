import { inviteResponse } from "~/lib/booking/invite-response.server";
import { notFound } from "~/lib/not-found";
import { secretTokenPattern } from "~/shared/auth/secret-token-pattern";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/booking-invite";

// The manage link is the key to the booking: the file is as private as the page.
export const handle: RouteHandle = { kind: "resource", private: true };

/** The booking's calendar file, from its manage link. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!secretTokenPattern.test(params.token)) notFound();
  const booking = await context.services.bookings.findByToken(params.token);
  if (!booking) notFound();
  return inviteResponse(await context.services.bookingCalendarFile(booking));
}
