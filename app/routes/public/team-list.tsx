import { CallToAction } from "~/components/content/call-to-action";
import { PageHeader } from "~/components/content/page-header";
import { Sections } from "~/components/content/sections";
import { TeamCards } from "~/components/team/team-cards";
import { offices } from "~/config/firm";
import { teamIntro } from "~/content/pages/team";
import { renderSections } from "~/lib/content.server";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { breadcrumbList } from "~/lib/structured-data";
import type { Route } from "./+types/team-list";

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { cache: "shared" };

export async function loader({ context }: Route.LoaderArgs) {
  const members = await context.services.team.listVisible();
  return {
    siteUrl: context.siteUrl,
    meta: teamIntro.meta,
    heading: teamIntro.heading,
    lead: teamIntro.lead,
    crumbs: [
      { name: "About us", path: "/about" },
      { name: "Meet the team", path: "/about/team" },
    ],
    sections: renderSections(teamIntro.sections),
    byOffice: offices.map((office) => ({
      office: office.name,
      members: members
        .filter((m) => m.office === office.id)
        .map(({ slug, name, role, office, photo }) => ({ slug, name, role, office, photo })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        ...loaderData.meta,
        path: "/about/team",
        siteUrl: loaderData.siteUrl,
        jsonLd: [breadcrumbList(loaderData.siteUrl, loaderData.crumbs)],
      })
    : [];

export default function TeamList({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} crumbs={page.crumbs} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        {page.byOffice.map((group) => (
          <section key={group.office} className="mb-12">
            <h2 className="text-3xl">{group.office}</h2>
            <div className="mt-6">
              <TeamCards members={group.members} />
            </div>
          </section>
        ))}
        <Sections sections={page.sections} />
        <CallToAction />
      </div>
    </>
  );
}
