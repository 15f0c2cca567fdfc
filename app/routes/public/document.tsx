import { CallToAction } from "~/components/content/call-to-action";
import { PageHeader } from "~/components/content/page-header";
import { Sections } from "~/components/content/sections";
import complaints from "~/content/legal/complaints";
import privacyPolicy from "~/content/legal/privacy-policy";
import terms from "~/content/legal/terms";
import type { DocumentPage } from "~/content/types";
import { renderSections } from "~/lib/content.server";
import { pageMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/lib/route-handle";
import { breadcrumbList } from "~/lib/structured-data";
import { formatLongDate } from "~/lib/time/format";
import type { Route } from "./+types/document";

const documents: Record<string, DocumentPage> = {
  "/legal/privacy-policy": privacyPolicy,
  "/legal/terms": terms,
  "/complaints": complaints,
};

/** The privacy policy, website terms and complaints procedure. */
/** Kept and shared between visitors (route-handle.ts); rendered once per release. */
export const handle: RouteHandle = { cache: "release" };

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const doc = documents[path];
  if (!doc) notFound();
  return {
    siteUrl: context.siteUrl,
    path,
    meta: doc.meta,
    heading: doc.heading,
    lead: doc.lead,
    updated: formatLongDate(doc.updated),
    updatedIso: doc.updated,
    crumbs: [{ name: doc.heading, path }],
    sections: renderSections(doc.sections),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        ...loaderData.meta,
        path: loaderData.path,
        siteUrl: loaderData.siteUrl,
        jsonLd: [breadcrumbList(loaderData.siteUrl, loaderData.crumbs)],
      })
    : [];

export default function Document({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} crumbs={page.crumbs}>
        <p className="mt-4 text-sm text-muted">
          Last updated <time dateTime={page.updatedIso}>{page.updated}</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <Sections sections={page.sections} />
        <CallToAction />
      </div>
    </>
  );
}
