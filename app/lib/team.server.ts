import type { AppLoadContext } from "react-router";
import type { TeamCardData } from "~/lib/team-card-data";

/** Team members named by content, as cards; members hidden by the firm are left out. */
export async function teamCards(
  context: AppLoadContext,
  slugs: readonly string[],
): Promise<TeamCardData[]> {
  const members = await context.services.team.findVisibleBySlugs(slugs);
  return members.map(({ slug, name, role, office, photo }) => ({
    slug,
    name,
    role,
    office,
    photo,
  }));
}
