import { asc, eq, max } from "drizzle-orm";
import { reviewCountText } from "~/shared/recognitions/public-recognitions";
import type { Database } from "../../db/client";
import { reviewScores } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";
import { updateVersioned } from "../content/staff-edits";
import { type MoveDirection, moveInOrder, nextPlace } from "./display-order";
import { unlessStale } from "./versioned-save";

export interface ReviewScoreInput {
  source: string;
  /** 0 to 5, one decimal place. */
  rating: number;
  reviewCount: number;
  link: string | null;
  /** "2026-11-03": the London date staff read the score. */
  checkedOn: string;
}

export type ReviewScore = typeof reviewScores.$inferSelect;

type Saved = { kind: "saved"; id: string; source: string };

export type ReviewScoreSaveResult = Saved | { kind: "stale" } | { kind: "not-found" };

const ordering = [asc(reviewScores.sortOrder), asc(reviewScores.createdAt)] as const;

/** "Google: 4.8 from 127 reviews", for the audit log. */
const described = (input: Pick<ReviewScoreInput, "source" | "rating" | "reviewCount">) =>
  `${input.source}: ${input.rating.toFixed(1)} from ${reviewCountText(input.reviewCount)}`;

/** Staff's side of the review scores; every change is audited with it. */
export function createReviewScoreService(db: Database) {
  return {
    list(): Promise<ReviewScore[]> {
      return db
        .select()
        .from(reviewScores)
        .orderBy(...ordering);
    },

    async get(id: string): Promise<ReviewScore | undefined> {
      const [row] = await db.select().from(reviewScores).where(eq(reviewScores.id, id));
      return row;
    },

    async create(actor: Actor, input: ReviewScoreInput): Promise<Saved> {
      return db.transaction(async (tx) => {
        const [last] = await tx.select({ max: max(reviewScores.sortOrder) }).from(reviewScores);
        const [row] = await tx
          .insert(reviewScores)
          .values({ ...input, sortOrder: nextPlace(last?.max) })
          .returning({ id: reviewScores.id });
        if (!row) throw new Error("review score insert returned no row");
        await recordAudit(tx, actor, {
          action: "review-score.create",
          entityType: "review-score",
          entityId: row.id,
          summary: `Added the review score ${described(input)}`,
          details: { checkedOn: input.checkedOn },
        });
        return { kind: "saved", id: row.id, source: input.source } as const;
      });
    },

    async update(
      actor: Actor,
      id: string,
      version: number,
      input: ReviewScoreInput,
    ): Promise<ReviewScoreSaveResult> {
      if (!(await this.get(id))) return { kind: "not-found" };
      return unlessStale(() =>
        db.transaction(async (tx): Promise<ReviewScoreSaveResult> => {
          await updateVersioned(tx, reviewScores, { id, version }, input);
          await recordAudit(tx, actor, {
            action: "review-score.update",
            entityType: "review-score",
            entityId: id,
            summary: `Edited the review score ${described(input)}`,
            details: { version: version + 1, checkedOn: input.checkedOn },
          });
          return { kind: "saved", id, source: input.source };
        }),
      );
    },

    async remove(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const [gone] = await tx.delete(reviewScores).where(eq(reviewScores.id, id)).returning();
        if (!gone) return { kind: "not-found" } as const;
        await recordAudit(tx, actor, {
          action: "review-score.delete",
          entityType: "review-score",
          entityId: id,
          summary: `Deleted the review score ${described(gone)}`,
        });
        return { kind: "done", source: gone.source } as const;
      });
    },

    async move(actor: Actor, id: string, direction: MoveDirection) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: reviewScores.id,
            source: reviewScores.source,
            sortOrder: reviewScores.sortOrder,
          })
          .from(reviewScores)
          .orderBy(...ordering)
          .for("update");
        const moved = await moveInOrder(rows, id, direction, async (rowId, sortOrder) => {
          await tx.update(reviewScores).set({ sortOrder }).where(eq(reviewScores.id, rowId));
        });
        const source = rows.find((r) => r.id === id)?.source;
        if (moved === "not-found" || source === undefined) return { kind: "not-found" } as const;
        await recordAudit(tx, actor, {
          action: "review-score.move",
          entityType: "review-score",
          entityId: id,
          summary: `Moved the ${source} review score ${direction} the list`,
        });
        return { kind: "done", source } as const;
      });
    },
  };
}

export type ReviewScoreService = ReturnType<typeof createReviewScoreService>;
