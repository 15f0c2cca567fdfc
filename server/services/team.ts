import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { images, teamMembers } from "../db/schema";

export type TeamMember = typeof teamMembers.$inferSelect & {
  /** The uploaded portrait's largest size, or null: the pages show initials instead. */
  photo: { id: string; width: number; height: number } | null;
};

/** Team members the public may see, in the firm's chosen order. */
export function createTeamService(db: Database) {
  async function visible(where?: SQL): Promise<TeamMember[]> {
    const rows = await db
      .select({ member: teamMembers, photo: { id: images.id, w: images.width, h: images.height } })
      .from(teamMembers)
      .leftJoin(images, eq(teamMembers.photoImageId, images.id))
      .where(and(eq(teamMembers.hidden, false), where))
      .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name));
    return rows.map(({ member, photo }) => ({
      ...member,
      photo:
        photo?.id && photo.w && photo.h ? { id: photo.id, width: photo.w, height: photo.h } : null,
    }));
  }

  return {
    listVisible: () => visible(),

    async findVisibleBySlug(slug: string): Promise<TeamMember | undefined> {
      const [member] = await visible(eq(teamMembers.slug, slug));
      return member;
    },

    /** The visible members among these slugs, in the order given (content lists leads first). */
    async findVisibleBySlugs(slugs: readonly string[]): Promise<TeamMember[]> {
      if (slugs.length === 0) return [];
      const all = await this.listVisible();
      const bySlug = new Map(all.map((m) => [m.slug, m]));
      return slugs.flatMap((s) => bySlug.get(s) ?? []);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
