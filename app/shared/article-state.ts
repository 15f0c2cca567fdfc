export type ArticleState = "draft" | "scheduled" | "published";

/** A published article whose time has not come yet is scheduled: the public cannot see it. */
export function articleState(
  row: { status: "draft" | "published"; publishedAt: Date | null },
  now: Date,
): ArticleState {
  if (row.status === "draft" || !row.publishedAt) return "draft";
  return row.publishedAt > now ? "scheduled" : "published";
}

/** The edit page's publishing panel posts these; anything else saves the content. */
export const publishingIntents: ReadonlySet<string> = new Set(["publish", "schedule", "unpublish"]);
