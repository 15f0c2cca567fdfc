import { and, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { PracticeAreaSlug } from "~/shared/firm/facts";
import type { TestimonialConsentMethod } from "~/shared/testimonials/consent-methods";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { testimonials, users } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";
import { updateVersioned } from "../content/staff-edits";
import { unlessStale } from "../recognitions/versioned-save";

export interface TestimonialInput {
  /** The client's words, exactly. */
  quote: string;
  displayName: string;
  matterType: string;
  /** The service pages that show it; null: the home page only. */
  practiceArea: PracticeAreaSlug | null;
  givenOn: string;
  consentOn: string;
  consentMethod: TestimonialConsentMethod;
  consentEvidence: string;
}

type Saved = { kind: "saved"; id: string; displayName: string };

export type TestimonialSaveResult =
  | Saved
  | { kind: "stale" }
  | { kind: "not-found" }
  /** Consent was withdrawn: the words are never shown again, so they are not edited either. */
  | { kind: "withdrawn" };

/** Every column, with the name of the staff member who recorded it (null once they are gone). */
function withRecorder(db: Pick<Database, "select">) {
  return db
    .select({ ...getTableColumns(testimonials), recordedByName: users.name })
    .from(testimonials)
    .leftJoin(users, eq(testimonials.recordedBy, users.id));
}

export type Testimonial = Awaited<ReturnType<typeof withRecorder>>[number];

/** The newest words first; among words of one day, the one entered last. */
const newestFirst = [desc(testimonials.givenOn), desc(testimonials.createdAt)] as const;

/** "Mrs P., Cheadle (Buying a first home)": how the audit log names one. */
const described = (t: Pick<TestimonialInput, "displayName" | "matterType">) =>
  `“${t.displayName}” (${t.matterType})`;

/**
 * Clients' testimonials, entered by staff with the client's recorded consent (issue 32): add,
 * edit, withdraw consent, delete, each audited; and the read the public pages use, which never
 * includes a withdrawn one. Nothing is seeded. Every change fires migration 0016's trigger, so
 * kept public pages are dropped and a withdrawal is off the site on the next request.
 */
export function createTestimonialService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Staff's list: shown ones first, then withdrawn, newest first in each. */
    list(): Promise<Testimonial[]> {
      return withRecorder(db).orderBy(sql`${testimonials.withdrawnAt} is not null`, ...newestFirst);
    },

    async get(id: string): Promise<Testimonial | undefined> {
      const [row] = await withRecorder(db).where(eq(testimonials.id, id));
      return row;
    },

    /**
     * The most recent shown testimonials: for a practice area's service pages, that area's;
     * for the home page (`practiceArea` undefined), any.
     */
    listShown({ practiceArea, limit }: { practiceArea?: PracticeAreaSlug; limit: number }) {
      const shown = isNull(testimonials.withdrawnAt);
      return db
        .select({
          id: testimonials.id,
          quote: testimonials.quote,
          displayName: testimonials.displayName,
          matterType: testimonials.matterType,
          givenOn: testimonials.givenOn,
        })
        .from(testimonials)
        .where(
          practiceArea === undefined
            ? shown
            : and(shown, eq(testimonials.practiceArea, practiceArea)),
        )
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** Recorded in the name of the signed-in staff member, never a name from the form. */
    async create(actor: Actor, input: TestimonialInput): Promise<Saved> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(testimonials)
          .values({ ...input, recordedBy: actor.id })
          .returning({ id: testimonials.id });
        if (!row) throw new Error("testimonial insert returned no row");
        await recordAudit(tx, actor, {
          action: "testimonial.create",
          entityType: "testimonial",
          entityId: row.id,
          summary: `Added the testimonial from ${described(input)}`,
          details: {
            consentOn: input.consentOn,
            consentMethod: input.consentMethod,
            consentEvidence: input.consentEvidence,
            notRewarded: true,
          },
        });
        return { kind: "saved", id: row.id, displayName: input.displayName } as const;
      });
    },

    async update(
      actor: Actor,
      id: string,
      version: number,
      input: TestimonialInput,
    ): Promise<TestimonialSaveResult> {
      const current = await this.get(id);
      if (!current) return { kind: "not-found" };
      if (current.withdrawnAt) return { kind: "withdrawn" };
      // A withdrawal raises the version, so one made after the check above makes this stale.
      return unlessStale(() =>
        db.transaction(async (tx): Promise<TestimonialSaveResult> => {
          await updateVersioned(tx, testimonials, { id, version }, input);
          await recordAudit(tx, actor, {
            action: "testimonial.update",
            entityType: "testimonial",
            entityId: id,
            summary: `Edited the testimonial from ${described(input)}`,
            details: {
              version: version + 1,
              consentOn: input.consentOn,
              consentMethod: input.consentMethod,
              consentEvidence: input.consentEvidence,
            },
          });
          return { kind: "saved", id, displayName: input.displayName };
        }),
      );
    },

    /**
     * The client withdrew consent: from now on the words are never shown. Whatever version the
     * staff member saw, a withdrawal always wins; it raises the version so an edit opened
     * before it cannot be saved over it.
     */
    async withdraw(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(testimonials)
          .set({
            withdrawnAt: clock.now(),
            version: sql`${testimonials.version} + 1`,
            updatedAt: clock.now(),
          })
          .where(and(eq(testimonials.id, id), isNull(testimonials.withdrawnAt)))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ displayName: testimonials.displayName })
            .from(testimonials)
            .where(eq(testimonials.id, id));
          return exists
            ? ({ kind: "already-withdrawn", displayName: exists.displayName } as const)
            : ({ kind: "not-found" } as const);
        }
        await recordAudit(tx, actor, {
          action: "testimonial.withdraw",
          entityType: "testimonial",
          entityId: id,
          summary: `Recorded that ${described(row)} withdrew consent; no longer shown`,
        });
        return { kind: "done", displayName: row.displayName } as const;
      });
    },

    async remove(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const [gone] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
        if (!gone) return { kind: "not-found" } as const;
        await recordAudit(tx, actor, {
          action: "testimonial.delete",
          entityType: "testimonial",
          entityId: id,
          summary: `Deleted the testimonial from ${described(gone)}`,
        });
        return { kind: "done", displayName: gone.displayName } as const;
      });
    },
  };
}

export type TestimonialService = ReturnType<typeof createTestimonialService>;
