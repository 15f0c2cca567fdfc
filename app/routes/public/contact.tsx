import { Mail, Phone } from "lucide-react";
import { ContactForm } from "~/components/contact/contact-form";
import { CallToAction } from "~/components/content/call-to-action";
import { PageHeader } from "~/components/content/page-header";
import { Faqs, Steps } from "~/components/content/sections";
import { OfficesAndHours } from "~/components/offices-and-hours";
import { PhoneNumber } from "~/components/phone-number";
import { Prose } from "~/components/prose";
import { contactPage } from "~/content/pages/contact";
import { accountPrefill } from "~/lib/auth/account-prefill.server";
import { renderFaqs, renderSteps } from "~/lib/content.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { siteMeta } from "~/lib/meta";
import { faqPage, legalServices } from "~/lib/structured-data";
import { closureNotice } from "~/shared/firm/closure-text";
import { emailHref, phoneHref } from "~/shared/firm/contact-links";
import type { FirmFacts } from "~/shared/firm/facts";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/contact";
import { handleContactForm } from "./contact-action.server";

export const handle: RouteHandle = { kind: "working" };

/** Ways to reach us without the form, at the top of the page. */
const directLinesOf = (firm: FirmFacts) => [
  { href: phoneHref(firm.phone), Icon: Phone, text: <PhoneNumber /> },
  { href: emailHref(firm.email), Icon: Mail, text: firm.email },
];

export async function loader({ context }: Route.LoaderArgs) {
  const facts = await context.services.firm.facts();
  const page = fillFirmTokens(contactPage, facts);
  return {
    facts,
    closure: closureNotice(facts.nextClosure, context.clock.now()),
    // Signed in: the form starts with the account's name, address and phone, as booking does.
    prefill: await accountPrefill(context),
    siteUrl: context.siteUrl,
    meta: page.meta,
    heading: page.heading,
    lead: page.lead,
    officesHeading: page.officesHeading,
    nextStepsHeading: page.nextStepsHeading,
    nextSteps: renderSteps(page.nextSteps),
    privacyNoteHtml: renderMarkdown(page.privacyNote),
    faqs: renderFaqs(page.faqs),
    formHeading: page.formHeading,
    formIntroHtml: renderMarkdown(page.formIntro),
    // When the form was shown, signed: people take longer than bots to fill it in.
    startedAt: context.formGuard.issue(),
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleContactForm(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? siteMeta(matches).placedPageMeta(
        {
          siteUrl: loaderData.siteUrl,
          path: "/contact",
          crumbs: [{ name: "Contact", path: "/contact" }],
        },
        loaderData.meta,
        [
          faqPage(loaderData.faqs),
          ...legalServices(loaderData.siteUrl, loaderData.facts, loaderData.closure),
        ],
      )
    : [];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        heading={loaderData.heading}
        lead={loaderData.lead}
        crumbs={[{ name: "Contact", path: "/contact" }]}
      >
        <ul className="mt-8 flex flex-wrap gap-6 text-lg">
          {directLinesOf(loaderData.facts).map(({ href, Icon, text }) => (
            <li key={href}>
              <a href={href} className="inline-flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-5" />
                {text}
              </a>
            </li>
          ))}
        </ul>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <section aria-labelledby="contact-form-heading" className="mb-14 max-w-3xl">
          <h2 id="contact-form-heading" className="text-title">
            {loaderData.formHeading}
          </h2>
          <Prose html={loaderData.formIntroHtml} className="mt-3 mb-6" />
          <ContactForm
            startedAt={actionData?.startedAt ?? loaderData.startedAt}
            shown={actionData}
            prefill={loaderData.prefill}
          />
        </section>
        <OfficesAndHours heading={loaderData.officesHeading} />
        <Steps heading={loaderData.nextStepsHeading} steps={loaderData.nextSteps} />
        <Prose html={loaderData.privacyNoteHtml} className="mt-8" />
        <Faqs faqs={loaderData.faqs} />
        <CallToAction />
      </div>
    </>
  );
}
