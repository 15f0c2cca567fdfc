import { eq } from "drizzle-orm";
import type { MeetingType } from "~/shared/booking/options";
import { londonClock, todayInLondon } from "~/shared/time/london-clock";
import type { Database } from "../../db/client";
import { teamMembers } from "../../db/schema";
import type { FirmFactsSource } from "../firm-facts";
import { availabilityFor } from "./availability";
import { type FreeSlot, lawyersFreeAt } from "./find-free-slots";
import { type Consultation, loadLawyerDiaries } from "./lawyer-diaries";
import { meetingUrlFor, type VideoConfig } from "./meeting-links";

type Queryable = Pick<Database, "select">;

/** Up to three free slots nearest the wanted time, within a week after it, in time order. */
export async function nearestFree(
  db: Queryable,
  firm: FirmFactsSource,
  who: Consultation,
  around: Date,
  now: Date,
): Promise<FreeSlot[]> {
  const from = todayInLondon(around);
  const to = new Date(around.getTime() + 7 * 24 * 60 * 60 * 1000);
  const days = await availabilityFor(db, firm, { who, from, to: todayInLondon(to), now });
  return days
    .flatMap((d) => d.slots)
    .sort(
      (a, b) =>
        Math.abs(a.start.getTime() - around.getTime()) -
        Math.abs(b.start.getTime() - around.getTime()),
    )
    .slice(0, 3)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Is this start one of the slots the page would offer right now? The same function decides. */
export async function isOffered(
  db: Queryable,
  firm: FirmFactsSource,
  who: Consultation,
  start: Date,
  now: Date,
) {
  const date = todayInLondon(start);
  const days = await availabilityFor(db, firm, { who, from: date, to: date, now });
  return Boolean(days[0]?.slots.some((s) => s.start.getTime() === start.getTime()));
}

/**
 * The lawyer to hold a consultation at `start`: one suitable and free then, `prefer` (the
 * booking's own lawyer, on a move) if they are, else the one with the fewest bookings that
 * week, ties broken by name. Read inside the booking's transaction; the unique index on
 * (lawyer, start) for confirmed bookings is the last guard, so two requests racing for the
 * same lawyer cannot both win (ADR 033).
 */
export async function freeLawyerAt(
  db: Queryable,
  who: Consultation,
  start: Date,
  options: { excludeBookingId?: string; prefer?: string | null; ignoreHours?: boolean } = {},
): Promise<string | null> {
  const date = todayInLondon(start);
  const diaries = await loadLawyerDiaries(db, who, { from: date, to: date }, options);
  const [h = 0, m = 0] = londonClock(start).split(":").map(Number);
  const free = lawyersFreeAt(diaries, { date, minute: h * 60 + m, start }, options);
  const preferred = free.find((l) => l.id === options.prefer);
  return (preferred ?? free[0])?.id ?? null;
}

/**
 * A video consultation's link once `lawyerId` holds it (ADR 034): kept while the lawyer stays the
 * same (it is already in the client's calendar), made afresh when another lawyer takes it, in
 * their own fixed room if they have one. Null for meetings at an office or by phone.
 */
export async function meetingUrlWith(
  db: Queryable,
  video: Pick<VideoConfig, "linkTemplate">,
  input: {
    type: MeetingType;
    lawyerId: string | null;
    before?: { lawyerId: string | null; meetingUrl: string | null };
  },
): Promise<string | null> {
  if (input.type !== "video") return null;
  if (input.before?.meetingUrl && input.before.lawyerId === input.lawyerId) {
    return input.before.meetingUrl;
  }
  const [lawyer] = input.lawyerId
    ? await db
        .select({ room: teamMembers.videoRoomUrl })
        .from(teamMembers)
        .where(eq(teamMembers.id, input.lawyerId))
    : [];
  return meetingUrlFor({ type: input.type, lawyerRoomUrl: lawyer?.room }, video);
}
