export const CANCELLED_CANNOT_MOVE =
  "This booking was cancelled, so it can't be moved. Please book a new time.";

export const TIME_JUST_GONE = "Sorry, that time has just gone. Please choose another.";

/**
 * Why a client may not ask to move this booking to `start`, before they are asked to confirm
 * (the manage link and the account alike); undefined when the question may be asked.
 */
export function moveRefusal(
  booking: { status: string; startsAt: Date },
  start: Date,
  /** The firm's number, from the facts source: a Saturday request is moved by phone. */
  phone: string,
): { message: string; status: number } | undefined {
  if (booking.status === "cancelled") return { message: CANCELLED_CANNOT_MOVE, status: 409 };
  if (booking.status !== "confirmed")
    return {
      message: `A Saturday request can't be moved here. Please call us on ${phone}.`,
      status: 409,
    };
  if (start.getTime() === booking.startsAt.getTime())
    return { message: "That is already your time. Choose a different one.", status: 400 };
  return undefined;
}
