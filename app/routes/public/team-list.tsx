import { ContentPage } from "~/components/content/content-page";
import { Sections } from "~/components/content/sections";
import { TeamSection } from "~/components/team/team-cards";
import { sectionCrumbs } from "~/config/navigation";
import { teamIntro as teamCopy } from "~/content/pages/team";
import { renderSections } from "~/lib/content.server";
import { contentPageMeta } from "~/lib/meta";
import { teamCardOf } from "~/lib/team.server";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/team-list";

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { kind: "reading", cache: "shared" };

export async function loader({ context }: Route.LoaderArgs) {
  const members = await context.services.team.listVisible();
  const facts = await context.services.firm.facts();
  const { offices } = facts;
  const teamIntro = fillFirmTokens(teamCopy, facts);
  return {
    siteUrl: context.siteUrl,
    path: "/about/team",
    meta: teamIntro.meta,
    heading: teamIntro.heading,
    lead: teamIntro.lead,
    crumbs: [sectionCrumbs.about, sectionCrumbs.team],
    sections: renderSections(teamIntro.sections),
    byOffice: offices.map((office) => ({
      office: office.name,
      members: members.filter((m) => m.office === office.id).map(teamCardOf),
    })),
  };
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function TeamList({ loaderData: page }: Route.ComponentProps) {
  return (
    <ContentPage header={page}>
      {page.byOffice.map((group) => (
        <TeamSection
          key={group.office}
          heading={group.office}
          members={group.members}
          columns={3}
          className="mb-10"
        />
      ))}
      <Sections sections={page.sections} />
    </ContentPage>
  );
}
