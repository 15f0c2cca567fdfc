import { data } from "react-router";
import { BookingSteps } from "~/components/booking/booking-steps";
import { CallToAction } from "~/components/content/call-to-action";
import { PageHeader } from "~/components/content/page-header";
import { Faqs, Sections, Steps } from "~/components/content/sections";
import { PhoneLink } from "~/components/phone-number";
import { Prose } from "~/components/prose";
import { consultationPage } from "~/content/pages/consultation";
import { accountPrefill } from "~/lib/auth/account-prefill.server";
import { renderFaqs, renderSections, renderSteps } from "~/lib/content.server";
import { useFirm } from "~/lib/firm/use-firm";
import { renderMarkdown } from "~/lib/markdown.server";
import { siteMeta } from "~/lib/meta";
import { faqPage } from "~/lib/structured-data";
import { referencePattern } from "~/shared/booking/reference-pattern";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import { takesSaturdayRequests, weekdayOfficeHours } from "~/shared/firm/office-hours";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/consultation";
import { bookingStep, handleBookingForm, unknownTopic } from "./consultation-booking.server";

export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const facts = await context.services.firm.facts();
  const page = fillFirmTokens(consultationPage, facts);
  // Saturdays are offered only while the firm sees people then by appointment.
  const saturdays = takesSaturdayRequests(facts.hours);
  const url = new URL(request.url);
  const booked = url.searchParams.get("booked") ?? "";
  return data(
    {
      // Signed in: the details step starts with the account's name, address and phone (issue 20).
      prefill: await accountPrefill(context),
      step: await bookingStep(url, context),
      /** Set after a second post of a form already booked (a double click, Back and send). */
      alreadyBooked: referencePattern.test(booked) ? booked : undefined,
      siteUrl: context.siteUrl,
      meta: page.meta,
      heading: page.heading,
      lead: page.lead,
      crumbs: [{ name: "Book a free consultation", path: "/consultation" }],
      sections: renderSections(page.sections),
      meetingTypesHeading: page.meetingTypesHeading,
      meetingTypes: page.meetingTypes,
      hoursNote: saturdays ? `${page.hoursNote} ${page.saturdayNote}` : page.hoursNote,
      nextStepsHeading: page.nextStepsHeading,
      nextSteps: renderSteps(page.nextSteps),
      privacyNoteHtml: renderMarkdown(page.privacyNote),
      faqs: renderFaqs(saturdays ? [...page.faqs, page.saturdayFaq] : page.faqs),
    },
    // An unknown topic shows step 1 with the problem said (bookingStep), as a bad request.
    unknownTopic(url) ? { status: 400 } : undefined,
  );
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleBookingForm(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? siteMeta(matches).placedPageMeta(
        { siteUrl: loaderData.siteUrl, path: "/consultation", crumbs: loaderData.crumbs },
        loaderData.meta,
        [faqPage(loaderData.faqs)],
      )
    : [];

export default function Consultation({ loaderData: page, actionData }: Route.ComponentProps) {
  const { hours } = useFirm();
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} crumbs={page.crumbs} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        {page.alreadyBooked && (
          <div role="status" className="mb-8 rounded-lg border border-green-700 bg-green-50 p-5">
            <h2 className="text-heading">Your consultation is already booked</h2>
            <p className="mt-2">
              We received this booking once already, so nothing new was booked. Your reference is{" "}
              <strong>{page.alreadyBooked}</strong>. The e-mail we sent you has the details and a
              link to change or cancel it.
            </p>
          </div>
        )}
        <BookingSteps step={page.step} action={actionData} prefill={page.prefill} />
        <p className="mt-4">
          {"Prefer to book by phone? Call us on "}
          <PhoneLink />
          {`, ${weekdayOfficeHours(hours)}.`}
        </p>
        <section className="mt-12">
          <h2 className="text-title">{page.meetingTypesHeading}</h2>
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
