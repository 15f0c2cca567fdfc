import type { AppLoadContext } from "react-router";
import type { TeamCardData } from "~/lib/team-card-data";
import { type PracticeAreaSlug, practiceAreaName } from "~/shared/firm/facts";

/** A visible team member as a card: what the team page and every "who will help you" show. */
export function teamCardOf(member: {
  slug: string;
  name: string;
  role: string;
  office: string;
  practiceAreas: readonly string[];
  photo: TeamCardData["photo"];
}): TeamCardData {
  const { slug, name, role, office, photo } = member;
  const practiceAreas = member.practiceAreas.map((a) => practiceAreaName(a as PracticeAreaSlug));
  return { slug, name, role, office, practiceAreas, photo };
}

/** Team members named by content, as cards; members hidden by the firm are left out. */
export async function teamCards(
  context: AppLoadContext,
  slugs: readonly string[],
): Promise<TeamCardData[]> {
  const members = await context.services.team.findVisibleBySlugs(slugs);
  return members.map(teamCardOf);
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
