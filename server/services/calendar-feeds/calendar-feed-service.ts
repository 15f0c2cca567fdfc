import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { bookings, teamMembers } from "../../db/schema";
import {
  findLiveCalendarFeed,
  issueCalendarFeed,
  liveCalendarFeed,
  revokeCalendarFeed,
} from "../../security/tokens/calendar-feeds";
import { type Actor, recordAudit } from "../admin/audit-log";
import type { FirmFactsSource } from "../firm-facts";
import type { AddressThrottle } from "../limits/throttle";
import { calendarFeedFile } from "./feed-file";

const DAY = 24 * 60 * 60 * 1000;
/** A feed shows the last month, for notes, and the next six months, as far as anyone books. */
const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 183;

/** The address a feed is fetched at; the path carries the secret (redact-secrets.ts). */
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;

export type FeedAnswer =
  | { kind: "feed"; ics: string }
  | { kind: "not-found" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/**
 * Lawyers' private calendar feeds (issue 30): issued and revoked from the staff area, read by
 * calendar apps that cannot sign in, so the address's secret is the only key.
 */
export function createCalendarFeedService(deps: {
  db: Database;
  secret: string;
  siteUrl: string;
  firm: FirmFactsSource;
  clock: Clock;
  /** Fetches per network address: a feed's secret cannot be guessed, but nor may it be tried. */
  throttle: AddressThrottle;
}) {
  const { db, secret, clock } = deps;

  async function member(id: string) {
    const [row] = await db
      .select({
        id: teamMembers.id,
        name: teamMembers.name,
        userId: teamMembers.userId,
        takesConsultations: teamMembers.takesConsultations,
      })
      .from(teamMembers)
      .where(eq(teamMembers.id, id));
    return row;
  }

  return {
    member,

    /** When the member's live feed was issued, or null: its address is never kept to show again. */
    async liveSince(memberId: string): Promise<Date | null> {
      return (await liveCalendarFeed(db, memberId))?.createdAt ?? null;
    },

    /** A new feed for the member, revoking their last; the address is in the answer only. */
    async issue(actor: Actor, memberId: string) {
      const who = await member(memberId);
      if (!who) return { kind: "not-found" } as const;
      if (!who.takesConsultations) return { kind: "not-a-lawyer", name: who.name } as const;
      return db.transaction(async (tx) => {
        // Two issues at once for one member would both revoke nothing and both insert; the
        // member's row, locked, makes the second wait and then replace the first's feed.
        await tx
          .select({ id: teamMembers.id })
          .from(teamMembers)
          .where(eq(teamMembers.id, memberId))
          .for("update");
        const feed = await issueCalendarFeed(tx, secret, {
          teamMemberId: memberId,
          createdBy: actor.id,
          now: clock.now(),
        });
        await recordAudit(tx, actor, {
          action: feed.replaced ? "calendar-feed.reissue" : "calendar-feed.issue",
          entityType: "team-member",
          entityId: memberId,
          summary: feed.replaced
            ? `Issued a new calendar feed for ${who.name}; the old address stopped working`
            : `Issued a calendar feed for ${who.name}`,
          details: { feedId: feed.id },
        });
        return {
          kind: "issued",
          name: who.name,
          url: `${deps.siteUrl}${calendarFeedPath(feed.token)}`,
        } as const;
      });
    },

    async revoke(actor: Actor, memberId: string) {
      const who = await member(memberId);
      if (!who) return { kind: "not-found" } as const;
      return db.transaction(async (tx) => {
        if (!(await revokeCalendarFeed(tx, memberId, clock.now()))) {
          return { kind: "none", name: who.name } as const;
        }
        await recordAudit(tx, actor, {
          action: "calendar-feed.revoke",
          entityType: "team-member",
          entityId: memberId,
          summary: `Revoked ${who.name}'s calendar feed`,
        });
        return { kind: "revoked", name: who.name } as const;
      });
    },

    /**
     * The feed a token opens: the lawyer's confirmed consultations from a month ago to six
     * months on. Every fetch counts against the address's limit, found or not, so a limited
     * address learns nothing; unknown and revoked tokens answer alike.
     */
    async fileFor(
      /** Null when the address holds no well-formed token: still counted, still a 404. */
      token: string | null,
      ip: string,
    ): Promise<FeedAnswer> {
      const count = await deps.throttle.hit(ip);
      if (count.limited)
        return { kind: "rate-limited", retryAfterSeconds: count.retryAfterSeconds };
      const feed = token === null ? undefined : await findLiveCalendarFeed(db, secret, token);
      if (!feed) return { kind: "not-found" };
      const lawyer = await member(feed.teamMemberId);
      if (!lawyer) return { kind: "not-found" };
      const now = clock.now().getTime();
      const rows = await db
        .select({
          id: bookings.id,
          reference: bookings.reference,
          sequence: bookings.sequence,
          startsAt: bookings.startsAt,
          endsAt: bookings.endsAt,
          practiceArea: bookings.practiceArea,
          meetingType: bookings.meetingType,
          meetingUrl: bookings.meetingUrl,
          name: bookings.name,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.lawyerId, feed.teamMemberId),
            eq(bookings.status, "confirmed"),
            gte(bookings.startsAt, new Date(now - FEED_PAST_DAYS * DAY)),
            lt(bookings.startsAt, new Date(now + FEED_FUTURE_DAYS * DAY)),
          ),
        )
        .orderBy(asc(bookings.startsAt));
      const firm = await deps.firm.facts();
      return {
        kind: "feed",
        ics: calendarFeedFile({ firm, lawyerName: lawyer.name, bookings: rows }),
      };
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
