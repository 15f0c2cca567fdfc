import { CallToAction } from "~/components/content/call-to-action";
import { PageHeader } from "~/components/content/page-header";
import { Sections } from "~/components/content/sections";
import { aboutPage } from "~/content/pages/about";
import { renderSections } from "~/lib/content.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  return {
    siteUrl: context.siteUrl,
    meta: aboutPage.meta,
    heading: aboutPage.heading,
    lead: aboutPage.lead,
    sections: renderSections(aboutPage.sections),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: "/about", siteUrl: loaderData.siteUrl }) : [];

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        heading={loaderData.heading}
        lead={loaderData.lead}
        crumbs={[{ name: "Our story", path: "/about" }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <Sections sections={loaderData.sections} />
        <CallToAction />
      </div>
    </>
  );
}
