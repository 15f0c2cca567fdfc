import { ContentPage } from "~/components/content/content-page";
import { OfficeCard } from "~/components/office-card";
import { Prose } from "~/components/prose";
import { SiteLink } from "~/components/site-link";
import { Portrait } from "~/components/team/team-cards";
import { ButtonLink } from "~/components/ui/button-link";
import { TextList } from "~/components/ui/text-list";
import { sectionCrumbs } from "~/config/navigation";
import { renderStaffMarkdown } from "~/lib/markdown.server";
import { placeInSection, siteMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { person } from "~/lib/structured-data";
import {
  findOffice,
  type OfficeId,
  type PracticeAreaSlug,
  practiceAreaName,
} from "~/shared/firm/facts";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/team-member";

/** "Partner; Head of Family Law" → "Partner": the short title for page titles. */
const jobTitle = (role: string) => role.split(/[;,]/)[0]?.trim() ?? role;

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { kind: "reading", cache: "shared" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const member = await context.services.team.findVisibleBySlug(params.slug);
  if (!member) notFound();
  const firstName = member.name.split(" ")[0] ?? member.name;
  const firm = await context.services.firm.facts();
  const office = findOffice(member.office as OfficeId, firm.offices);
  return {
    ...placeInSection(context.siteUrl, sectionCrumbs.team, {
      name: member.name,
      path: `/team/${member.slug}`,
    }),
    slug: member.slug,
    name: member.name,
    firstName,
    role: member.role,
    photo: member.photo,
    office: member.office as OfficeId,
    email: member.email,
    phone: member.phone,
    qualifications: member.qualifications,
    practiceAreas: member.practiceAreas.map((slug) => ({
      slug,
      name: practiceAreaName(slug as PracticeAreaSlug),
    })),
    bioHtml: renderStaffMarkdown(member.bio, firm),
    /** Booking with them: the consultation page with them chosen (issue 30). */
    takesConsultations: member.takesConsultations && member.meetingTypes.length > 0,
    description: `${member.name}, ${jobTitle(member.role)} at ${firm.shortName} in ${office.locality}: qualifications, areas of work and how to contact ${firstName}.`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: m, matches }) =>
  m
    ? siteMeta(matches).placedPageMeta(
        m,
        { title: `${m.name}, ${jobTitle(m.role)}`, description: m.description, ogType: "profile" },
        [person(m.siteUrl, m)],
      )
    : [];

export default function TeamMember({ loaderData: m }: Route.ComponentProps) {
  return (
    <ContentPage
      header={{ heading: m.name, lead: m.role, crumbs: m.crumbs }}
      intro={
        <div className="mt-6 xl:absolute xl:top-10 xl:right-4 xl:mt-0">
          <Portrait name={m.name} photo={m.photo} size="lg" eager />
        </div>
      }
      aside={
        <>
          <section
            aria-labelledby="contact-heading"
            className="rounded-lg border border-stone-200 bg-white p-6"
          >
            <h2 id="contact-heading" className="text-heading">
              {`Contact ${m.firstName}`}
            </h2>
            <p className="mt-2">
              Direct line: <a href={`tel:+44${m.phone.replace(/\s/g, "").slice(1)}`}>{m.phone}</a>
            </p>
            <p className="mt-1 break-words">
              E-mail: <a href={`mailto:${m.email}`}>{m.email}</a>
            </p>
            {m.takesConsultations && (
              <ButtonLink
                to={`/consultation?lawyer=${m.slug}#book`}
                size="compact"
                className="mt-4 w-full sm:w-auto"
              >
                {`Book a free consultation with ${m.firstName}`}
              </ButtonLink>
            )}
          </section>
          <OfficeCard officeId={m.office} heading="Office" />
        </>
      }
    >
      <section>
        <h2 className="text-title">{`About ${m.firstName}`}</h2>
        <Prose html={m.bioHtml} className="mt-4" />
      </section>
      <section className="mt-10">
        <h2 className="text-title">Qualifications</h2>
        <TextList items={m.qualifications} className="mt-4 list-disc space-y-1 pl-6" />
      </section>
      <section className="mt-10">
        <h2 className="text-title">Areas of work</h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {m.practiceAreas.map((area) => (
            <li key={area.slug}>
              <SiteLink
                to={`/services/${area.slug}`}
                className="inline-block rounded-full border border-navy-900 px-4 py-1.5"
              >
                {area.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
