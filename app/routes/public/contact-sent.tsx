import { redirect } from "react-router";
import { PageHeader } from "~/components/content/page-header";
import { Steps } from "~/components/content/sections";
import { PhoneLink } from "~/components/phone-number";
import { contactPage as contactContent } from "~/content/pages/contact";
import { renderSteps } from "~/lib/content.server";
import { siteMeta } from "~/lib/meta";
import { referencePattern } from "~/shared/booking/reference-pattern";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/contact-sent";

export const handle: RouteHandle = { kind: "reading" };

/** After a successful enquiry (post, then redirect here, so a refresh cannot send it twice). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("reference") ?? "";
  if (!referencePattern.test(reference)) throw redirect("/contact");
  const contactPage = fillFirmTokens(contactContent, await context.services.firm.facts());
  return {
    siteUrl: context.siteUrl,
    reference,
    nextStepsHeading: contactPage.nextStepsHeading,
    nextSteps: renderSteps(contactPage.nextSteps),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteMeta(matches);
  return site.unlistedPageMeta(loaderData?.siteUrl, {
    title: "Message Sent",
    description: `Thank you for your message to ${site.firm.name}. Here is your reference and what happens next.`,
    path: "/contact/sent",
  });
};

export default function ContactSent({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        heading="Thank you, we have your message"
        crumbs={[
          { name: "Contact", path: "/contact" },
          { name: "Message sent", path: "/contact/sent" },
        ]}
      >
        <div className="mt-6 max-w-xl rounded-lg border-4 border-success-700 bg-white p-6">
          <p className="text-lg">Your reference is</p>
          <p className="mt-1 font-serif text-4xl font-semibold tracking-wider text-navy-900">
            {loaderData.reference}
          </p>
          <p className="mt-3">
            We have sent a copy to your e-mail address. Please quote the reference if you call us on{" "}
            <PhoneLink />.
          </p>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-4">
        <Steps heading={loaderData.nextStepsHeading} steps={loaderData.nextSteps} />
      </div>
    </>
  );
}
