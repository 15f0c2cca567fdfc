import { asc, eq, max } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { images, teamMembers } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";
import { deleteImage, findSource } from "../images/image-store";
import { processImage } from "../images/process-image";
import {
  type ImageChange,
  imageAfter,
  type SaveRefused,
  saveWithSlug,
  updateVersioned,
} from "./staff-edits";

export interface TeamMemberInput {
  name: string;
  slug: string;
  role: string;
  qualifications: string[];
  practiceAreas: string[];
  office: string;
  bio: string;
  email: string;
  phone: string;
  /** Where the portrait's crop centres, per cent; both null: the attention strategy decides. */
  photoFocusX: number | null;
  photoFocusY: number | null;
}

export type PhotoChange = ImageChange;

type TeamSaveResult =
  | { kind: "saved"; id: string; slug: string; name: string }
  | SaveRefused
  | { kind: "not-found" }
  /** A focal point that cannot be used: no photograph, or one stored before sources were kept. */
  | { kind: "focus-refused"; message: string };

export const focusMessages = {
  noPhoto: "Add a photograph before choosing where it is centred",
  noSource:
    "This photograph was added before its centre could be chosen. Upload it again, then choose where it is centred",
} as const;

const focusOf = (m: Pick<TeamMemberInput, "photoFocusX" | "photoFocusY">) =>
  m.photoFocusX === null || m.photoFocusY === null ? null : { x: m.photoFocusX, y: m.photoFocusY };

/**
 * Staff's side of the team pages. The public pages read the same rows on every request, so a
 * change shows there at once.
 */
export function createTeamAdminService(db: Database) {
  /** Runs a save: a clash of slugs names the member who has it; a stale version is refused. */
  const saving = (slug: string, work: () => Promise<TeamSaveResult>) =>
    saveWithSlug(work, async () => {
      const [holder] = await db
        .select({ name: teamMembers.name })
        .from(teamMembers)
        .where(eq(teamMembers.slug, slug));
      return holder?.name ?? "another team member";
    });

  /**
   * A kept photograph whose focal point changed is cut again from its kept source, before the
   * save's transaction (encoding takes a second). It is stored as a new image, so its address
   * changes and a browser or CDN holding the old crop (cached for a year) never shows it again.
   */
  async function recropped(
    current: {
      photoImageId: string | null;
      photoFocusX: number | null;
      photoFocusY: number | null;
    },
    photo: PhotoChange,
    focus: { x: number; y: number } | null,
  ): Promise<
    | { kind: "unchanged" }
    | { kind: "recropped"; change: PhotoChange }
    | { kind: "focus-refused"; message: string }
  > {
    const before = focusOf(current);
    if (photo.kind !== "keep" || (before?.x === focus?.x && before?.y === focus?.y)) {
      return { kind: "unchanged" };
    }
    if (!current.photoImageId) return { kind: "focus-refused", message: focusMessages.noPhoto };
    const source = await findSource(db, current.photoImageId);
    if (!source) return { kind: "focus-refused", message: focusMessages.noSource };
    const image = await processImage(source, "portrait", focus);
    if (image.kind !== "ok")
      throw new Error(`a kept portrait source would not decode: ${image.kind}`);
    // The source is kept as it was: cutting a new one from it would lose a little each time.
    return {
      kind: "recropped",
      change: { kind: "replace", image: { ...image, source: { bytes: source } } },
    };
  }

  /** Members in the firm's order, locked while a move renumbers them 1..n (no ties). */
  async function ordered(tx: Transaction) {
    const rows = await tx
      .select({
        id: teamMembers.id,
        name: teamMembers.name,
        office: teamMembers.office,
        sortOrder: teamMembers.sortOrder,
      })
      .from(teamMembers)
      .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name))
      .for("update");
    return rows;
  }

  return {
    async list() {
      return db
        .select({
          id: teamMembers.id,
          name: teamMembers.name,
          slug: teamMembers.slug,
          role: teamMembers.role,
          office: teamMembers.office,
          hidden: teamMembers.hidden,
        })
        .from(teamMembers)
        .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name));
    },

    async get(id: string) {
      const [row] = await db
        .select({
          member: teamMembers,
          photo: { id: images.id, width: images.width, height: images.height },
        })
        .from(teamMembers)
        .leftJoin(images, eq(teamMembers.photoImageId, images.id))
        .where(eq(teamMembers.id, id));
      return row ? { ...row.member, photo: row.photo?.id ? row.photo : null } : undefined;
    },

    async create(actor: Actor, input: TeamMemberInput, photo: PhotoChange) {
      return saving(input.slug, () =>
        db.transaction(async (tx): Promise<TeamSaveResult> => {
          const [last] = await tx.select({ max: max(teamMembers.sortOrder) }).from(teamMembers);
          const [row] = await tx
            .insert(teamMembers)
            .values({
              ...input,
              // A new photograph starts with the automatic crop: nobody has seen it to choose.
              photoFocusX: null,
              photoFocusY: null,
              photoImageId: await imageAfter(tx, actor, photo, null),
              sortOrder: (last?.max ?? 0) + 1,
            })
            .returning({ id: teamMembers.id });
          if (!row) throw new Error("team member insert returned no row");
          await recordAudit(tx, actor, {
            action: "team-member.create",
            entityType: "team-member",
            entityId: row.id,
            summary: `Added ${input.name} to the team`,
            details: { slug: input.slug },
          });
          return { kind: "saved", id: row.id, slug: input.slug, name: input.name };
        }),
      );
    },

    async update(
      actor: Actor,
      id: string,
      version: number,
      input: TeamMemberInput,
      photo: PhotoChange,
    ): Promise<TeamSaveResult> {
      const current = await this.get(id);
      if (!current) return { kind: "not-found" };
      // A new or removed photograph resets the focal point; kept, it may move the crop.
      const focus = photo.kind === "keep" ? focusOf(input) : null;
      const recrop = await recropped(current, photo, focus);
      if (recrop.kind === "focus-refused") return recrop;
      const change = recrop.kind === "recropped" ? recrop.change : photo;
      return saving(input.slug, () =>
        db.transaction(async (tx): Promise<TeamSaveResult> => {
          const photoImageId = await imageAfter(tx, actor, change, current.photoImageId);
          await updateVersioned(
            tx,
            teamMembers,
            { id, version },
            {
              ...input,
              photoFocusX: focus?.x ?? null,
              photoFocusY: focus?.y ?? null,
              photoImageId,
            },
          );
          if (change.kind !== "keep") await deleteImage(tx, current.photoImageId);
          await recordAudit(tx, actor, {
            action: "team-member.update",
            entityType: "team-member",
            entityId: id,
            summary: `Edited ${input.name}'s profile`,
            details: {
              version: version + 1,
              ...(recrop.kind === "recropped"
                ? { photoFocus: focus ? `${focus.x}% across, ${focus.y}% down` : "automatic" }
                : {}),
              ...(current.slug !== input.slug ? { oldSlug: current.slug } : {}),
            },
          });
          return { kind: "saved", id, slug: input.slug, name: input.name };
        }),
      );
    },

    /**
     * Swaps a member with the one above or below in their office: the public team page lists
     * each office's people separately, so that is the order staff are arranging. The first and
     * last of an office stay put.
     */
    async move(actor: Actor, id: string, direction: "up" | "down") {
      return db.transaction(async (tx) => {
        const rows = await ordered(tx);
        const index = rows.findIndex((r) => r.id === id);
        const member = rows[index];
        if (!member) return { kind: "not-found" } as const;
        const sameOffice = rows.flatMap((r, i) => (r.office === member.office ? [i] : []));
        const place = sameOffice.indexOf(index);
        const target = sameOffice[direction === "up" ? place - 1 : place + 1];
        if (target === undefined) return { kind: "done", name: member.name } as const;
        const order = rows.map((r) => r.id);
        [order[index], order[target]] = [order[target] as string, order[index] as string];
        for (const [i, memberId] of order.entries()) {
          const wanted = i + 1;
          if (rows.find((r) => r.id === memberId)?.sortOrder !== wanted) {
            await tx
              .update(teamMembers)
              .set({ sortOrder: wanted })
              .where(eq(teamMembers.id, memberId));
          }
        }
        await recordAudit(tx, actor, {
          action: "team-member.move",
          entityType: "team-member",
          entityId: id,
          summary: `Moved ${member.name} ${direction} the team list`,
        });
        return { kind: "done", name: member.name } as const;
      });
    },

    async setHidden(actor: Actor, id: string, hidden: boolean) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(teamMembers)
          .set({ hidden, updatedAt: new Date() })
          .where(eq(teamMembers.id, id))
          .returning({ name: teamMembers.name });
        if (!row) return { kind: "not-found" } as const;
        await recordAudit(tx, actor, {
          action: hidden ? "team-member.hide" : "team-member.show",
          entityType: "team-member",
          entityId: id,
          summary: hidden
            ? `Hid ${row.name} from the website`
            : `Showed ${row.name} on the website again`,
        });
        return { kind: "done", name: row.name } as const;
      });
    },
  };
}

export type TeamAdminService = ReturnType<typeof createTeamAdminService>;
