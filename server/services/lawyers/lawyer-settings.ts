import { and, asc, eq, inArray, isNull, or, TransactionRollbackError } from "drizzle-orm";
import type { LawyerSettings } from "~/shared/schemas/lawyer-admin";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { teamMembers, users } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";
import { updateVersioned } from "../content/staff-edits";

/** The lawyer side of a team member, as the settings screen shows it. */
export interface LawyerRecord extends LawyerSettings {
  id: string;
  name: string;
  version: number;
  practiceAreas: string[];
  userId: string | null;
}

export type LawyerSaveResult =
  | { kind: "saved"; name: string }
  | { kind: "stale" }
  | { kind: "not-found" }
  /** The account chosen is not a staff or admin account, or is linked to someone else now. */
  | { kind: "account-unavailable" };

/**
 * A team member's lawyer settings: whether they take free consultations, how they meet
 * clients, their own hours, their video room, and which staff account is them.
 */
export function createLawyerSettings(db: Database) {
  async function get(id: string): Promise<LawyerRecord | undefined> {
    const [row] = await db
      .select({
        id: teamMembers.id,
        name: teamMembers.name,
        version: teamMembers.version,
        practiceAreas: teamMembers.practiceAreas,
        userId: teamMembers.userId,
        takesConsultations: teamMembers.takesConsultations,
        meetingTypes: teamMembers.meetingTypes,
        consultationHours: teamMembers.consultationHours,
        videoRoomUrl: teamMembers.videoRoomUrl,
      })
      .from(teamMembers)
      .where(eq(teamMembers.id, id));
    return row;
  }

  /** Staff and admin accounts not linked to another member (this member's own account included). */
  async function linkableAccounts(memberId: string) {
    return db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
      .where(
        and(
          inArray(users.role, ["staff", "admin"]),
          isNull(users.disabledAt),
          or(isNull(teamMembers.id), eq(teamMembers.id, memberId)),
        ),
      )
      .orderBy(asc(users.name));
  }

  return {
    get,
    linkableAccounts,

    /** The team member linked to a staff account, if any. */
    async memberOfUser(userId: string) {
      const [row] = await db
        .select({ id: teamMembers.id, name: teamMembers.name })
        .from(teamMembers)
        .where(eq(teamMembers.userId, userId));
      return row;
    },

    /**
     * Saves the settings if the member is still at the version the form was opened at.
     * `userId` undefined leaves the linked account as it is (staff cannot change it).
     */
    async save(
      actor: Actor,
      id: string,
      version: number,
      settings: LawyerSettings,
      userId?: string | null,
    ): Promise<LawyerSaveResult> {
      const current = await get(id);
      if (!current) return { kind: "not-found" };
      if (userId) {
        const free = await linkableAccounts(id);
        if (!free.some((a) => a.id === userId)) return { kind: "account-unavailable" };
      }
      const linkChanged = userId !== undefined && userId !== current.userId;
      try {
        return await db.transaction(async (tx) => {
          await updateVersioned(
            tx,
            teamMembers,
            { id, version },
            { ...settings, ...(linkChanged ? { userId } : {}) },
          );
          await recordAudit(tx, actor, {
            action: "team-member.lawyer-settings",
            entityType: "team-member",
            entityId: id,
            summary: `Changed ${current.name}'s consultation settings${linkChanged ? (userId ? " and linked a staff account" : " and unlinked their staff account") : ""}`,
            details: {
              version: version + 1,
              takesConsultations: settings.takesConsultations,
              meetingTypes: settings.meetingTypes,
              ownHours: settings.consultationHours !== null,
              videoRoom: settings.videoRoomUrl !== null,
              ...(linkChanged ? { userId: { from: current.userId, to: userId } } : {}),
            },
          });
          return { kind: "saved" as const, name: current.name };
        });
      } catch (err) {
        if (err instanceof TransactionRollbackError) return { kind: "stale" };
        // Two admins linking one account at once: the unique index keeps it to one member.
        if (isUniqueViolation(err)) return { kind: "account-unavailable" };
        throw err;
      }
    },
  };
}

export type LawyerSettingsService = ReturnType<typeof createLawyerSettings>;
