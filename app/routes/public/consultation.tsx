import { CallToAction } from "~/components/content/call-to-action";
import { PageHeader } from "~/components/content/page-header";
import { Faqs, Sections, Steps } from "~/components/content/sections";
import { Prose } from "~/components/prose";
import { firm } from "~/config/firm";
import { consultationPage } from "~/content/pages/consultation";
import { renderFaqs, renderSections, renderSteps } from "~/lib/content.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { pageMeta } from "~/lib/meta";
import { breadcrumbList, faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/consultation";

export function loader({ context }: Route.LoaderArgs) {
  const page = consultationPage;
  return {
    siteUrl: context.siteUrl,
    meta: page.meta,
    heading: page.heading,
    lead: page.lead,
    crumbs: [{ name: "Book a free consultation", path: "/consultation" }],
    sections: renderSections(page.sections),
    meetingTypesHeading: page.meetingTypesHeading,
    meetingTypes: page.meetingTypes,
    hoursNote: page.hoursNote,
    nextStepsHeading: page.nextStepsHeading,
    nextSteps: renderSteps(page.nextSteps),
    privacyNoteHtml: renderMarkdown(page.privacyNote),
    faqs: renderFaqs(page.faqs),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        ...loaderData.meta,
        path: "/consultation",
        siteUrl: loaderData.siteUrl,
        jsonLd: [breadcrumbList(loaderData.siteUrl, loaderData.crumbs), faqPage(loaderData.faqs)],
      })
    : [];

export default function Consultation({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} crumbs={page.crumbs}>
        <section
          aria-labelledby="how-to-book"
          className="mt-8 max-w-3xl rounded-lg border-2 border-accent-700 bg-paper p-6"
        >
          <h2 id="how-to-book" className="text-2xl">
            How to book
          </h2>
          <p className="mt-2 text-lg">
            Call us on <a href={firm.phoneHref}>{firm.phone}</a>, Monday to Friday, 9:00 AM to 5:00
            PM, or e-mail <a href={firm.emailHref}>{firm.email}</a> with a few times that suit you
            and how you would like to meet. We will confirm a time by e-mail.
          </p>
        </section>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <section>
          <h2 className="text-3xl">{page.meetingTypesHeading}</h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {page.meetingTypes.map((type) => (
              <li key={type.id} className="rounded-lg border border-stone-200 bg-white p-5">
                <h3 className="text-xl">{type.label}</h3>
                <p className="mt-1 text-muted">{type.hint}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4">{page.hoursNote}</p>
        </section>
        <div className="mt-12">
          <Sections sections={page.sections} />
        </div>
        <Steps heading={page.nextStepsHeading} steps={page.nextSteps} />
        <Prose html={page.privacyNoteHtml} className="mt-8" />
        <Faqs faqs={page.faqs} />
        <CallToAction heading="Prefer to talk now?" />
      </div>
    </>
  );
}
