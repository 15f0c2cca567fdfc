import { redirect } from "react-router";
import { inviteResponse } from "~/lib/booking/invite-response.server";
import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { isUuid } from "~/shared/uuid";
import type { Route } from "./+types/booking-invite";

export const handle: RouteHandle = { kind: "resource", private: true };

/**
 * A consultation's calendar file from the account (issue 20): only for a booking made with the
 * account's verified address; any other id is a 404, as if it did not exist.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/auth?next=/account");
  if (!isUuid(params.booking)) notFound();
  const email = await context.services.accounts.client.verifiedEmail(context.user.id);
  if (!email) notFound();
  const bookings = context.services.bookings;
  const booking = await bookings.findForEmail(email, params.booking);
  if (!booking) notFound();
  return inviteResponse(await context.services.bookingCalendarFile(booking));
}
