import { eq } from "drizzle-orm";
import type { MeetingType } from "~/shared/booking/options";
import type { Database } from "../client";
import { appMeta, articles, teamMembers } from "../schema";
import { seedArticles } from "./articles";
import { seedTeam } from "./team";

const SEED_MARKER = "seed:team-and-articles";

/**
 * Gives a new database the firm's team and first articles, once. The marker row means a firm
 * that later deletes or edits this content never sees it come back on the next restart.
 */
export async function seedDatabase(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
    if (done.length > 0) return { seeded: false };

    const members = await tx
      .insert(teamMembers)
      .values(
        seedTeam.map((m) => ({
          ...m,
          practiceAreas: [...m.practiceAreas],
          // Everyone meets clients at their own office, by phone and by video, in the firm's
          // consultation hours, until an admin says otherwise (ADR 033).
          takesConsultations: true,
          meetingTypes: [m.office, "phone", "video"] as MeetingType[],
        })),
      )
      .onConflictDoNothing({ target: teamMembers.slug })
      .returning({ id: teamMembers.id, slug: teamMembers.slug });
    const authorIds = new Map(members.map((m) => [m.slug, m.id]));

    await tx
      .insert(articles)
      .values(
        seedArticles.map((a) => ({
          slug: a.slug,
          title: a.title,
          summary: a.summary,
          body: a.body,
          practiceArea: a.practiceArea,
          authorId: authorIds.get(a.author) ?? null,
          status: "published" as const,
          publishedAt: new Date(a.publishedAt),
          seoTitle: a.seoTitle,
          seoDescription: a.seoDescription,
        })),
      )
      .onConflictDoNothing({ target: articles.slug });

    // biome-ignore lint/plugin: when the database was seeded, recorded once
    await tx.insert(appMeta).values({ key: SEED_MARKER, value: new Date().toISOString() });
    return { seeded: true };
  });
}
