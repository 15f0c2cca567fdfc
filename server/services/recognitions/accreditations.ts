import { asc, eq, max } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accreditations, images } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";
import { type ImageChange, imageAfter, updateVersioned } from "../content/staff-edits";
import { deleteImage } from "../images/image-store";
import { type MoveDirection, moveInOrder, nextPlace } from "./display-order";
import { unlessStale } from "./versioned-save";

export interface AccreditationInput {
  name: string;
  link: string | null;
  /** "2019" or "2019-05-14". */
  since: string | null;
}

type Saved = { kind: "saved"; id: string; name: string };

export type AccreditationSaveResult = Saved | { kind: "stale" } | { kind: "not-found" };

const ordering = [asc(accreditations.sortOrder), asc(accreditations.createdAt)] as const;

/** Accreditations with their logo's stored size, in the firm's order. */
function withLogos(db: Pick<Database, "select">) {
  return db
    .select({
      accreditation: accreditations,
      logo: { id: images.id, width: images.width, height: images.height },
    })
    .from(accreditations)
    .leftJoin(images, eq(accreditations.logoImageId, images.id));
}

type Row = Awaited<ReturnType<typeof withLogos>>[number];

const flatten = ({ accreditation, logo }: Row) => ({
  ...accreditation,
  logo: logo?.id ? logo : null,
});

export type Accreditation = ReturnType<typeof flatten>;

/** Staff's side of the accreditations; every change is audited with it. */
export function createAccreditationService(db: Database) {
  return {
    async list(): Promise<Accreditation[]> {
      const rows = await withLogos(db).orderBy(...ordering);
      return rows.map(flatten);
    },

    async get(id: string): Promise<Accreditation | undefined> {
      const [row] = await withLogos(db).where(eq(accreditations.id, id));
      return row ? flatten(row) : undefined;
    },

    async create(actor: Actor, input: AccreditationInput, logo: ImageChange): Promise<Saved> {
      return db.transaction(async (tx) => {
        const [last] = await tx.select({ max: max(accreditations.sortOrder) }).from(accreditations);
        const [row] = await tx
          .insert(accreditations)
          .values({
            ...input,
            logoImageId: await imageAfter(tx, actor, logo, null),
            sortOrder: nextPlace(last?.max),
          })
          .returning({ id: accreditations.id });
        if (!row) throw new Error("accreditation insert returned no row");
        await recordAudit(tx, actor, {
          action: "accreditation.create",
          entityType: "accreditation",
          entityId: row.id,
          summary: `Added the accreditation “${input.name}”`,
        });
        return { kind: "saved", id: row.id, name: input.name } as const;
      });
    },

    async update(
      actor: Actor,
      id: string,
      version: number,
      input: AccreditationInput,
      logo: ImageChange,
    ): Promise<AccreditationSaveResult> {
      const current = await this.get(id);
      if (!current) return { kind: "not-found" };
      return unlessStale(() =>
        db.transaction(async (tx): Promise<AccreditationSaveResult> => {
          const logoImageId = await imageAfter(tx, actor, logo, current.logoImageId);
          await updateVersioned(tx, accreditations, { id, version }, { ...input, logoImageId });
          if (logo.kind !== "keep") await deleteImage(tx, current.logoImageId);
          await recordAudit(tx, actor, {
            action: "accreditation.update",
            entityType: "accreditation",
            entityId: id,
            summary: `Edited the accreditation “${input.name}”`,
            details: { version: version + 1 },
          });
          return { kind: "saved", id, name: input.name };
        }),
      );
    },

    async remove(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(accreditations)
          .where(eq(accreditations.id, id))
          .returning({ name: accreditations.name, logo: accreditations.logoImageId });
        if (!gone) return { kind: "not-found" } as const;
        await deleteImage(tx, gone.logo);
        await recordAudit(tx, actor, {
          action: "accreditation.delete",
          entityType: "accreditation",
          entityId: id,
          summary: `Deleted the accreditation “${gone.name}”`,
        });
        return { kind: "done", name: gone.name } as const;
      });
    },

    async move(actor: Actor, id: string, direction: MoveDirection) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: accreditations.id,
            name: accreditations.name,
            sortOrder: accreditations.sortOrder,
          })
          .from(accreditations)
          .orderBy(...ordering)
          .for("update");
        const moved = await moveInOrder(rows, id, direction, async (rowId, sortOrder) => {
          await tx.update(accreditations).set({ sortOrder }).where(eq(accreditations.id, rowId));
        });
        const name = rows.find((r) => r.id === id)?.name;
        if (moved === "not-found" || name === undefined) return { kind: "not-found" } as const;
        await recordAudit(tx, actor, {
          action: "accreditation.move",
          entityType: "accreditation",
          entityId: id,
          summary: `Moved the accreditation “${name}” ${direction} the list`,
        });
        return { kind: "done", name } as const;
      });
    },
  };
}

export type AccreditationService = ReturnType<typeof createAccreditationService>;
