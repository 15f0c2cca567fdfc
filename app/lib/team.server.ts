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

/** The page's team with its lead first: the team section names who leads before the others. */
export function leadFirst(
  lead: TeamCardData | undefined,
  team: readonly TeamCardData[],
): TeamCardData[] {
  return lead ? [lead, ...team.filter((m) => m.slug !== lead.slug)] : [...team];
}

/**
 * The person a service page names as leading the work: the lead lawyer the firm chose in the
 * price list (issue 29, item 6), or else the first of the page's team. A lead the firm has since
 * hidden from the site is passed over in the same way.
 */
export async function leadLawyerCard(
  context: AppLoadContext,
  leadLawyer: string | undefined,
  team: readonly TeamCardData[],
): Promise<TeamCardData | undefined> {
  if (leadLawyer) {
    const chosen =
      team.find((m) => m.slug === leadLawyer) ?? (await teamCards(context, [leadLawyer]))[0];
    if (chosen) return chosen;
  }
  return team[0];
}
