import { PageHeader } from "~/components/content/page-header";
import { OfficesAndHours } from "~/components/offices-and-hours";
import { PhoneLink } from "~/components/phone-number";
import { siteMeta } from "~/lib/meta";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/offline";

/** Plain HTML and CSS: the service worker shows this page under other pages' addresses. */
export const handle: RouteHandle = { kind: "reading", cache: "release" };

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.siteUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteMeta(matches);
  return site.unlistedPageMeta(loaderData?.siteUrl, {
    title: "You Are Offline",
    description: `This page could not be loaded without an internet connection. Call ${site.firm.name} or visit one of our offices.`,
    path: "/offline",
  });
};

export default function OfflinePage() {
  return (
    <>
      <PageHeader
        heading="You are offline"
        lead="This page needs an internet connection, and your device is not connected just now. Pages you opened recently still work."
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-12">
        <section aria-labelledby="call-heading" className="prose-body">
          <h2 id="call-heading">Talk to us by phone</h2>
          <p className="text-2xl font-semibold">
            <PhoneLink />
          </p>
          <p>
            Booking a free consultation online needs a connection. When you are back online, you can
            book at <a href="/consultation">our booking page</a>, or call us and we will book it for
            you.
          </p>
          <p>
            <a href="/">Try the home page again</a>
          </p>
        </section>
        <OfficesAndHours heading="Our offices and opening hours" />
      </div>
    </>
  );
}
