import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { calendarFeeds } from "../../db/schema";
import { hashToken, issueToken } from "./hash-token";

type Tx = Pick<Database, "insert" | "update">;

/**
 * Issues a team member's calendar feed, revoking their live one first (a new address makes the
 * last stop working; the partial unique index allows one live feed a member). Call it inside a
 * transaction, so the old feed is never revoked without the new one made. Returns the token for
 * the address shown once; only its hash is kept.
 */
export async function issueCalendarFeed(
  tx: Tx,
  secret: string,
  input: { teamMemberId: string; createdBy: string | null; now: Date },
): Promise<{ token: string; id: string; replaced: boolean }> {
  const replaced = await revokeCalendarFeed(tx, input.teamMemberId, input.now);
  const { token, tokenHash } = issueToken(secret, "calendarFeed", input.now);
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ teamMemberId: input.teamMemberId, tokenHash, createdBy: input.createdBy })
    .returning({ id: calendarFeeds.id });
  if (!row) throw new Error("calendar feed insert returned no row");
  return { token, id: row.id, replaced };
}

/** A live (not revoked) feed by its token: whose diary it opens, or undefined. */
export async function findLiveCalendarFeed(
  db: Pick<Database, "select">,
  secret: string,
  token: string,
): Promise<{ id: string; teamMemberId: string } | undefined> {
  const [row] = await db
    .select({ id: calendarFeeds.id, teamMemberId: calendarFeeds.teamMemberId })
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashToken(secret, "calendarFeed", token)),
        isNull(calendarFeeds.revokedAt),
      ),
    );
  return row;
}

/** Revokes the member's live feed, if any; says whether there was one. */
export async function revokeCalendarFeed(
  tx: Pick<Database, "update">,
  teamMemberId: string,
  now: Date,
): Promise<boolean> {
  const gone = await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.teamMemberId, teamMemberId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return gone.length > 0;
}

/** The member's live feed, if any, for the page to say since when (its address is never kept). */
export async function liveCalendarFeed(
  db: Pick<Database, "select">,
  teamMemberId: string,
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.teamMemberId, teamMemberId), isNull(calendarFeeds.revokedAt)));
  return row;
}
