import { and, asc, eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { bookings, staffTodos } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";

/** An open to-do as the dashboard and a booking's page list it. */
export interface OpenTodo {
  id: string;
  kind: string;
  summary: string;
  createdAt: Date;
  booking: { id: string; reference: string } | null;
}

/** Things a person at the firm must look at (a booking left outside new hours), and ticking them off. */
export function createStaffTodos(deps: { db: Database; clock: Clock }) {
  const { db } = deps;
  const open = (where = eq(staffTodos.status, "open")) =>
    db
      .select({
        id: staffTodos.id,
        kind: staffTodos.kind,
        summary: staffTodos.summary,
        createdAt: staffTodos.createdAt,
        bookingId: bookings.id,
        reference: bookings.reference,
      })
      .from(staffTodos)
      .leftJoin(bookings, eq(bookings.id, staffTodos.bookingId))
      .where(where)
      .orderBy(asc(staffTodos.createdAt), asc(staffTodos.id))
      .then((rows) =>
        rows.map(
          (r): OpenTodo => ({
            id: r.id,
            kind: r.kind,
            summary: r.summary,
            createdAt: r.createdAt,
            booking:
              r.bookingId && r.reference ? { id: r.bookingId, reference: r.reference } : null,
          }),
        ),
      );
  return {
    /** Every open to-do, oldest first. */
    open: () => open(),
    /** The open to-dos about one booking. */
    forBooking: (bookingId: string) =>
      open(and(eq(staffTodos.status, "open"), eq(staffTodos.bookingId, bookingId))),
    /** Marks a to-do done, audited; false when there is no such open to-do. */
    async markDone(id: string, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [done] = await tx
          .update(staffTodos)
          .set({ status: "done", doneAt: deps.clock.now(), doneBy: actor.id })
          .where(and(eq(staffTodos.id, id), eq(staffTodos.status, "open")))
          .returning({ summary: staffTodos.summary, bookingId: staffTodos.bookingId });
        if (!done) return false;
        await recordAudit(tx, actor, {
          action: "todo.done",
          entityType: "staff-todo",
          entityId: id,
          summary: `To-do marked done: ${done.summary}`.slice(0, 300),
          details: { bookingId: done.bookingId },
        });
        return true;
      });
    },
  };
}

export type StaffTodos = ReturnType<typeof createStaffTodos>;
