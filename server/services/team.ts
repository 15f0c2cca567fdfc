import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { teamMembers } from "../db/schema";

export type TeamMember = typeof teamMembers.$inferSelect;

/** Team members the public may see, in the firm's chosen order. */
export function createTeamService(db: Database) {
  return {
    async listVisible(): Promise<TeamMember[]> {
      return db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.hidden, false))
        .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name));
    },

    async findVisibleBySlug(slug: string): Promise<TeamMember | undefined> {
      const [member] = await db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.slug, slug), eq(teamMembers.hidden, false)));
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
