import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import type { MeetingType } from "~/shared/booking/options";
import { londonMidnight } from "~/shared/time/london-instant";
import type { Database } from "../../db/client";
import { bookings, teamMembers } from "../../db/schema";

/** One consultation as a diary lists it. */
export interface DiaryBooking {
  id: string;
  reference: string;
  name: string;
  startsAt: Date;
  meetingType: MeetingType;
  status: "confirmed" | "requested" | "cancelled";
  lawyer: { id: string; name: string } | null;
}

export interface Diary {
  /** The team member this account is; null when it is linked to nobody. */
  me: { id: string; name: string } | null;
  /** My own consultations, soonest first. */
  mine: DiaryBooking[];
  /** Everyone else's, by lawyer in name order; those without a lawyer last. */
  others: Array<{ lawyer: { id: string; name: string } | null; bookings: DiaryBooking[] }>;
}

/** A staff member's own consultations first, then the rest of the firm's, for a day or a week. */
export function createMyDiary(db: Database) {
  return async function diary(
    userId: string,
    fromDate: string,
    toDateExclusive: string,
  ): Promise<Diary> {
    const [me] = await db
      .select({ id: teamMembers.id, name: teamMembers.name })
      .from(teamMembers)
      .where(eq(teamMembers.userId, userId));
    const rows = await db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        name: bookings.name,
        startsAt: bookings.startsAt,
        meetingType: bookings.meetingType,
        status: bookings.status,
        lawyerId: teamMembers.id,
        lawyerName: teamMembers.name,
      })
      .from(bookings)
      .leftJoin(teamMembers, eq(teamMembers.id, bookings.lawyerId))
      .where(
        and(
          ne(bookings.status, "cancelled"),
          gte(bookings.startsAt, londonMidnight(fromDate)),
          lt(bookings.startsAt, londonMidnight(toDateExclusive)),
        ),
      )
      .orderBy(asc(bookings.startsAt), asc(bookings.reference));
    const all = rows.map(
      ({ lawyerId, lawyerName, ...b }): DiaryBooking => ({
        ...b,
        lawyer: lawyerId && lawyerName ? { id: lawyerId, name: lawyerName } : null,
      }),
    );
    const mine = me ? all.filter((b) => b.lawyer?.id === me.id) : [];
    const groups = new Map<string, Diary["others"][number]>();
    for (const b of all) {
      if (me && b.lawyer?.id === me.id) continue;
      const key = b.lawyer?.id ?? "";
      const group = groups.get(key) ?? { lawyer: b.lawyer, bookings: [] };
      group.bookings.push(b);
      groups.set(key, group);
    }
    const others = [...groups.values()].sort((a, b) =>
      a.lawyer && b.lawyer ? a.lawyer.name.localeCompare(b.lawyer.name) : a.lawyer ? -1 : 1,
    );
    return { me: me ?? null, mine, others };
  };
}
