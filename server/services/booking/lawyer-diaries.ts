import { and, asc, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { MeetingType } from "~/shared/booking/options";
import { addDays, datesFrom, mondayOf } from "~/shared/time/calendar";
import { londonDate } from "~/shared/time/london-clock";
import { londonMidnight } from "~/shared/time/london-instant";
import type { Database } from "../../db/client";
import { bookings, lawyerDaysAway, teamMembers } from "../../db/schema";
import type { LawyerDiary } from "./find-free-slots";

type Queryable = Pick<Database, "select">;

/** Who a consultation is with: its meeting type and practice area, and a lawyer if one was asked for. */
export interface Consultation {
  type: MeetingType;
  /** Null or absent: any practice area (the availability API asked without one). */
  practiceArea?: string | null;
  /** A particular lawyer (team member id); absent: anyone suitable. */
  lawyerId?: string | null;
}

/** `@>` on a jsonb array column: the array holds this value. */
const holds = (
  column: typeof teamMembers.meetingTypes | typeof teamMembers.practiceAreas,
  value: string,
) => sql`${column} @> ${JSON.stringify([value])}::jsonb`;

/** The team members who may take this consultation: they take consultations, are on the public team, and cover its type and area. */
export function suitableLawyers(db: Queryable, who: Consultation) {
  return db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      slug: teamMembers.slug,
      hours: teamMembers.consultationHours,
    })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.takesConsultations, true),
        eq(teamMembers.hidden, false),
        holds(teamMembers.meetingTypes, who.type),
        who.practiceArea ? holds(teamMembers.practiceAreas, who.practiceArea) : undefined,
        who.lawyerId ? eq(teamMembers.id, who.lawyerId) : undefined,
      ),
    );
}

/**
 * The diaries of the lawyers suitable for a consultation between two London dates: their hours,
 * days away, confirmed bookings and each week's load (whole weeks, so "fewest that week" counts
 * the days outside the range too). `excludeBookingId`: a booking being moved does not count
 * against its own lawyer.
 */
export async function loadLawyerDiaries(
  db: Queryable,
  who: Consultation,
  range: { from: string; to: string },
  options: { excludeBookingId?: string } = {},
): Promise<LawyerDiary[]> {
  const members = await suitableLawyers(db, who);
  if (members.length === 0) return [];
  const ids = members.map((m) => m.id);
  const weeksStart = londonMidnight(mondayOf(range.from));
  const weeksEnd = londonMidnight(addDays(mondayOf(range.to), 7));
  const [away, held] = await Promise.all([
    db
      .select()
      .from(lawyerDaysAway)
      .where(
        and(
          inArray(lawyerDaysAway.teamMemberId, ids),
          lte(lawyerDaysAway.startsOn, range.to),
          gte(lawyerDaysAway.endsOn, range.from),
        ),
      ),
    db
      .select({ lawyerId: bookings.lawyerId, startsAt: bookings.startsAt })
      .from(bookings)
      .where(
        and(
          inArray(bookings.lawyerId, ids),
          eq(bookings.status, "confirmed"),
          gte(bookings.startsAt, weeksStart),
          lt(bookings.startsAt, weeksEnd),
          options.excludeBookingId ? ne(bookings.id, options.excludeBookingId) : undefined,
        ),
      ),
  ]);
  return members.map((m) => {
    const busy = new Set<string>();
    const weekLoad = new Map<string, number>();
    for (const b of held) {
      if (b.lawyerId !== m.id) continue;
      busy.add(b.startsAt.toISOString());
      const week = mondayOf(londonDate(b.startsAt));
      weekLoad.set(week, (weekLoad.get(week) ?? 0) + 1);
    }
    const awayDates = new Set<string>();
    for (const a of away) {
      if (a.teamMemberId !== m.id) continue;
      // biome-ignore lint/complexity/useMathMinMax: ISO dates as text, which Math.max would make NaN
      const first = a.startsOn > range.from ? a.startsOn : range.from;
      // biome-ignore lint/complexity/useMathMinMax: as above
      const last = a.endsOn < range.to ? a.endsOn : range.to;
      for (const date of datesFrom(first, last)) awayDates.add(date);
    }
    return { id: m.id, name: m.name, hours: m.hours ?? null, away: awayDates, busy, weekLoad };
  });
}

/**
 * The consultation a booking form asks for, with its lawyer's slug turned into an id: undefined
 * when that lawyer does not exist, takes no consultations, or does not cover this type and area.
 */
export async function consultationAskedFor(
  db: Queryable,
  input: { type: MeetingType; practiceArea: string; lawyer?: string },
): Promise<Consultation | undefined> {
  const who: Consultation = { type: input.type, practiceArea: input.practiceArea };
  if (!input.lawyer) return who;
  const [lawyer] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.slug, input.lawyer));
  if (!lawyer) return undefined;
  const [suitable] = await suitableLawyers(db, { ...who, lawyerId: lawyer.id });
  return suitable ? { ...who, lawyerId: suitable.id } : undefined;
}

/** A lawyer a client may choose to meet, as the booking page lists them. */
export interface LawyerChoice {
  id: string;
  slug: string;
  name: string;
  role: string;
  practiceAreas: string[];
  meetingTypes: MeetingType[];
}

/** Everyone who takes consultations (in one practice area, if given), in the team page's order. */
export function lawyersTakingConsultations(
  db: Queryable,
  practiceArea?: string,
): Promise<LawyerChoice[]> {
  return db
    .select({
      id: teamMembers.id,
      slug: teamMembers.slug,
      name: teamMembers.name,
      role: teamMembers.role,
      practiceAreas: teamMembers.practiceAreas,
      meetingTypes: teamMembers.meetingTypes,
    })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.takesConsultations, true),
        eq(teamMembers.hidden, false),
        sql`jsonb_array_length(${teamMembers.meetingTypes}) > 0`,
        practiceArea ? holds(teamMembers.practiceAreas, practiceArea) : undefined,
      ),
    )
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name));
}
