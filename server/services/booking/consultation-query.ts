import { and, asc, desc, eq, gte, ilike, isNull, lt, or, type SQL } from "drizzle-orm";
import type { ConsultationFilters } from "~/shared/schemas/consultation-admin";
import { addDays } from "~/shared/time/calendar";
import { londonMidnight } from "~/shared/time/london-instant";
import type { Database } from "../../db/client";
import { pageWithTotal } from "../../db/paging";
import { bookings, teamMembers } from "../../db/schema";
import type { BookingRow } from "./booking-row";

/** A search term for ILIKE, with its wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filters: Omit<ConsultationFilters, "page">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(gte(bookings.startsAt, londonMidnight(filters.from)));
  if (filters.to) conditions.push(lt(bookings.startsAt, londonMidnight(addDays(filters.to, 1))));
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.area) conditions.push(eq(bookings.practiceArea, filters.area));
  if (filters.type) conditions.push(eq(bookings.meetingType, filters.type));
  if (filters.lawyer) {
    conditions.push(
      filters.lawyer === "none" ? isNull(bookings.lawyerId) : eq(bookings.lawyerId, filters.lawyer),
    );
  }
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const match = or(
      ilike(bookings.name, pattern),
      ilike(bookings.email, pattern),
      ilike(bookings.reference, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const PAGE_SIZE = 25;
/** The export is for a spreadsheet, not a backup: a ceiling keeps one request bounded. */
const EXPORT_LIMIT = 10_000;

export function createConsultationQueries(db: Database) {
  return {
    /** Newest start first, a page at a time. */
    list(filters: ConsultationFilters): Promise<{ rows: BookingRow[]; total: number }> {
      const condition = where(filters);
      return pageWithTotal(
        db
          .select()
          .from(bookings)
          .where(condition)
          .orderBy(desc(bookings.startsAt), asc(bookings.reference))
          .$dynamic(),
        db.$count(bookings, condition),
        { limit: PAGE_SIZE, offset: (filters.page - 1) * PAGE_SIZE },
      );
    },

    /**
     * Every booking the filters match (up to the ceiling), oldest start first, for the CSV,
     * each with its lawyer's name (null while it has none).
     */
    async exportRows(
      filters: ConsultationFilters,
    ): Promise<Array<BookingRow & { lawyerName: string | null }>> {
      const rows = await db
        .select({ booking: bookings, lawyerName: teamMembers.name })
        .from(bookings)
        .leftJoin(teamMembers, eq(teamMembers.id, bookings.lawyerId))
        .where(where(filters))
        .orderBy(asc(bookings.startsAt), asc(bookings.reference))
        .limit(EXPORT_LIMIT);
      return rows.map((r) => ({ ...r.booking, lawyerName: r.lawyerName }));
    },

    /** Team members, for the list's lawyer filter: those who take consultations first. */
    lawyerChoices() {
      return db
        .select({ id: teamMembers.id, name: teamMembers.name })
        .from(teamMembers)
        .orderBy(desc(teamMembers.takesConsultations), asc(teamMembers.name));
    },

    /** Bookings that start between two London dates (the first inclusive, the second not). */
    between(fromDate: string, toDateExclusive: string): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            gte(bookings.startsAt, londonMidnight(fromDate)),
            lt(bookings.startsAt, londonMidnight(toDateExclusive)),
          ),
        )
        .orderBy(asc(bookings.startsAt), asc(bookings.reference));
    },
  };
}
