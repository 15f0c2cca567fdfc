import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { onePage, type Page } from "../../db/paging";
import { enquiries, enquiryNotes, enquiryStatuses, users } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";

export type EnquiryStatus = (typeof enquiryStatuses)[number];
export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryNoteRow = typeof enquiryNotes.$inferSelect;

const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  "in-progress": "In progress",
  closed: "Closed",
};

/** Someone an enquiry can be given to: staff and admins with a working account. */
export interface Assignee {
  id: string;
  name: string;
}

export type EnquiryChangeResult =
  | { kind: "ok"; reference: string }
  | { kind: "not-found" }
  | { kind: "unchanged" }
  | { kind: "not-assignable" };

/** The back office's view of enquiries: the inbox, one enquiry, and the changes staff make. */
export function createEnquiryAdmin(db: Database) {
  async function assignees(): Promise<Assignee[]> {
    return db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(inArray(users.role, ["staff", "admin"]), isNull(users.disabledAt)))
      .orderBy(users.name);
  }

  /**
   * Locks the enquiry for the rest of the transaction, so two people changing it at once are
   * applied one after the other and each audit entry records the value it replaced.
   */
  async function lockEnquiry(tx: Pick<Database, "select">, id: string) {
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    return row;
  }

  return {
    assignees,

    /** Newest first, one status at a time, with each status's count for the tabs. */
    async list(status: EnquiryStatus, page: Page) {
      const [rows, totals] = await Promise.all([
        onePage(
          db
            .select({
              id: enquiries.id,
              reference: enquiries.reference,
              name: enquiries.name,
              practiceArea: enquiries.practiceArea,
              status: enquiries.status,
              createdAt: enquiries.createdAt,
              assignedName: users.name,
            })
            .from(enquiries)
            .leftJoin(users, eq(users.id, enquiries.assignedTo))
            .where(eq(enquiries.status, status))
            .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
            .$dynamic(),
          page,
        ),
        db
          .select({ status: enquiries.status, total: count() })
          .from(enquiries)
          .groupBy(enquiries.status),
      ]);
      const counts = Object.fromEntries(enquiryStatuses.map((s) => [s, 0])) as Record<
        EnquiryStatus,
        number
      >;
      for (const t of totals) counts[t.status] = t.total;
      return { rows, counts, total: counts[status] };
    },

    async get(id: string) {
      const [row] = await db
        .select({ enquiry: enquiries, assignedName: users.name })
        .from(enquiries)
        .leftJoin(users, eq(users.id, enquiries.assignedTo))
        .where(eq(enquiries.id, id));
      if (!row) return undefined;
      const notes = await db
        .select()
        .from(enquiryNotes)
        .where(eq(enquiryNotes.enquiryId, id))
        .orderBy(enquiryNotes.createdAt);
      return { ...row.enquiry, assignedName: row.assignedName, notes };
    },

    async addNote(actor: Actor, id: string, body: string): Promise<EnquiryChangeResult> {
      return db.transaction(async (tx) => {
        const enquiry = await lockEnquiry(tx, id);
        if (!enquiry) return { kind: "not-found" };
        await tx
          .insert(enquiryNotes)
          .values({ enquiryId: id, authorId: actor.id, authorName: actor.name, body });
        await tx.update(enquiries).set({ updatedAt: new Date() }).where(eq(enquiries.id, id));
        // The note's text stays in the note; the log says only that one was added.
        await recordAudit(tx, actor, {
          action: "enquiry.note",
          entityType: "enquiry",
          entityId: id,
          summary: `Added a note to ${enquiry.reference}`,
        });
        return { kind: "ok", reference: enquiry.reference };
      });
    },

    async setStatus(actor: Actor, id: string, status: EnquiryStatus): Promise<EnquiryChangeResult> {
      return db.transaction(async (tx) => {
        const enquiry = await lockEnquiry(tx, id);
        if (!enquiry) return { kind: "not-found" };
        if (enquiry.status === status) return { kind: "unchanged" };
        await tx
          .update(enquiries)
          .set({ status, updatedAt: new Date() })
          .where(eq(enquiries.id, id));
        await recordAudit(tx, actor, {
          action: "enquiry.status",
          entityType: "enquiry",
          entityId: id,
          summary: `Marked ${enquiry.reference} ${enquiryStatusLabels[status].toLowerCase()}`,
          details: { from: enquiry.status, to: status },
        });
        return { kind: "ok", reference: enquiry.reference };
      });
    },

    /** `assigneeId` null: nobody. Only active staff and admins can be given an enquiry. */
    async assign(
      actor: Actor,
      id: string,
      assigneeId: string | null,
    ): Promise<EnquiryChangeResult> {
      return db.transaction(async (tx) => {
        const enquiry = await lockEnquiry(tx, id);
        if (!enquiry) return { kind: "not-found" };
        if (enquiry.assignedTo === assigneeId) return { kind: "unchanged" };
        let assigneeName: string | null = null;
        if (assigneeId) {
          const [person] = await tx
            .select({ name: users.name })
            .from(users)
            .where(
              and(
                eq(users.id, assigneeId),
                inArray(users.role, ["staff", "admin"]),
                isNull(users.disabledAt),
              ),
            );
          if (!person) return { kind: "not-assignable" };
          assigneeName = person.name;
        }
        await tx
          .update(enquiries)
          .set({ assignedTo: assigneeId, updatedAt: new Date() })
          .where(eq(enquiries.id, id));
        await recordAudit(tx, actor, {
          action: "enquiry.assign",
          entityType: "enquiry",
          entityId: id,
          summary: assigneeName
            ? `Assigned ${enquiry.reference} to ${assigneeName}`
            : `Unassigned ${enquiry.reference}`,
          details: { from: enquiry.assignedTo, to: assigneeId },
        });
        return { kind: "ok", reference: enquiry.reference };
      });
    },
  };
}

export type EnquiryAdmin = ReturnType<typeof createEnquiryAdmin>;
