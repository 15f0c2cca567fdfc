import { asc, eq, gt, gte } from "drizzle-orm";
import type { BlockInput } from "~/shared/schemas/consultation-admin";
import { poolLabels } from "~/shared/schemas/consultation-admin";
import type { LawyerAtAGlance } from "~/shared/schemas/lawyer-admin";
import { addDays } from "~/shared/time/calendar";
import { todayInLondon } from "~/shared/time/london-clock";
import { atLondonTime, londonMidnight } from "~/shared/time/london-instant";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { bookingBlocks, bookingSettings, lawyerDaysAway, teamMembers } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";

export type BlockRow = typeof bookingBlocks.$inferSelect;

export interface AvailabilityRules {
  minimumNoticeMinutes: number;
  maxDaysAhead: number;
}

/**
 * Staff's booking rules. Nothing here is cached: the public page and POST /api/bookings read
 * these tables on every request, so a change applies to the next visitor.
 */
export function createAvailabilityAdmin(db: Database, clock: Clock) {
  async function rules(): Promise<AvailabilityRules> {
    const [settings] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
    return {
      minimumNoticeMinutes: settings?.minimumNoticeMinutes ?? 120,
      maxDaysAhead: settings?.maxDaysAhead ?? 60,
    };
  }

  return {
    rules,

    /** Blocks that have not yet ended, soonest first. */
    upcomingBlocks(now = clock.now()): Promise<BlockRow[]> {
      return db
        .select()
        .from(bookingBlocks)
        .where(gt(bookingBlocks.endsAt, now))
        .orderBy(asc(bookingBlocks.startsAt));
    },

    /**
     * Every team member as a lawyer: whether they take consultations, how they meet clients,
     * whether they keep hours of their own, and their next days away (the ones not yet over).
     */
    async lawyers(): Promise<LawyerAtAGlance[]> {
      const [members, away] = await Promise.all([
        db
          .select({
            id: teamMembers.id,
            name: teamMembers.name,
            hidden: teamMembers.hidden,
            takesConsultations: teamMembers.takesConsultations,
            meetingTypes: teamMembers.meetingTypes,
            consultationHours: teamMembers.consultationHours,
          })
          .from(teamMembers)
          .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name)),
        db
          .select()
          .from(lawyerDaysAway)
          .where(gte(lawyerDaysAway.endsOn, todayInLondon(clock.now())))
          .orderBy(asc(lawyerDaysAway.startsOn)),
      ]);
      return members.map(({ consultationHours, ...m }) => {
        const next = away.find((a) => a.teamMemberId === m.id);
        return {
          ...m,
          ownHours: consultationHours !== null,
          nextAway: next ? { startsOn: next.startsOn, endsOn: next.endsOn } : null,
        };
      });
    },

    async setRules(actor: Actor, next: { minimumNoticeMinutes: number; maxDaysAhead: number }) {
      const before = await rules();
      await db.transaction(async (tx) => {
        await tx
          .insert(bookingSettings)
          .values({ id: 1, ...next, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: bookingSettings.id,
            set: { ...next, updatedAt: new Date() },
          });
        await recordAudit(tx, actor, {
          action: "availability.settings",
          entityType: "availability",
          entityId: "settings",
          summary: `Minimum notice ${next.minimumNoticeMinutes} minutes, booking window ${next.maxDaysAhead} days`,
          details: {
            from: {
              minimumNoticeMinutes: before.minimumNoticeMinutes,
              maxDaysAhead: before.maxDaysAhead,
            },
            to: next,
          },
        });
      });
    },

    /**
     * Whole London days when no times are given; otherwise from the first time to the last. With
     * a public reason it is a closure (the route lets only admins give one, ADR 032).
     */
    async addBlock(actor: Actor, input: BlockInput): Promise<BlockRow> {
      const last = input.endDate ?? input.startDate;
      const startsAt =
        input.fromTime && input.toTime
          ? atLondonTime(input.startDate, input.fromTime)
          : londonMidnight(input.startDate);
      const endsAt =
        input.fromTime && input.toTime
          ? atLondonTime(last, input.toTime)
          : londonMidnight(addDays(last, 1));
      const pool = input.pool === "all" ? null : input.pool;
      // Only a block of every meeting is a closure the pages announce (the schema says so too).
      const publicReason = pool === null ? (input.publicReason ?? null) : null;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookingBlocks)
          .values({ pool, startsAt, endsAt, reason: input.reason, publicReason })
          .returning();
        if (!row) throw new Error("block insert returned nothing");
        await recordAudit(tx, actor, {
          action: "availability.block-add",
          entityType: "availability",
          entityId: row.id,
          summary: `Blocked ${pool ? poolLabels[pool] : "all meetings"} ${input.startDate}${input.fromTime ? ` ${input.fromTime}` : ""} to ${last}${input.toTime ? ` ${input.toTime}` : ""}: ${input.reason}${publicReason ? ` (visitors are told: ${publicReason})` : ""}`,
          details: {
            pool,
            startsAt: startsAt.toISOString(),
            endsAt: endsAt.toISOString(),
            publicReason,
          },
        });
        return row;
      });
    },

    async findBlock(id: string): Promise<BlockRow | undefined> {
      const [row] = await db.select().from(bookingBlocks).where(eq(bookingBlocks.id, id));
      return row;
    },

    async removeBlock(actor: Actor, id: string): Promise<BlockRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(bookingBlocks).where(eq(bookingBlocks.id, id)).returning();
        if (!row) return undefined;
        await recordAudit(tx, actor, {
          action: "availability.block-remove",
          entityType: "availability",
          entityId: row.id,
          summary: `Removed the block "${row.reason}"${row.publicReason ? ` (visitors were told: ${row.publicReason})` : ""}`,
          details: {
            pool: row.pool,
            startsAt: row.startsAt.toISOString(),
            endsAt: row.endsAt.toISOString(),
            publicReason: row.publicReason,
          },
        });
        return row;
      });
    },
  };
}

export type AvailabilityAdmin = ReturnType<typeof createAvailabilityAdmin>;
