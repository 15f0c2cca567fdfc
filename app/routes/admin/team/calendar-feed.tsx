import { backToTeam } from "~/components/admin/back-links";
import { ShownProblem } from "~/components/admin/shown-problem";
import { useSubmittingIntent } from "~/components/admin/use-submitting-intent";
import { IntentForm } from "~/components/forms/intent-form";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import type { ShownForm } from "~/lib/forms/form-problem";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatDateAndTime } from "~/shared/time/format";
import type { Route } from "./+types/calendar-feed";
import { feedOwner, runFeedAction } from "./calendar-feed.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member, isOwn } = await feedOwner(request, context, params.id);
  const liveSince = await context.services.calendarFeeds.liveSince(member.id);
  return {
    member: { id: member.id, name: member.name, takesConsultations: member.takesConsultations },
    isOwn,
    liveSince: liveSince?.toISOString() ?? null,
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return runFeedAction(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `Calendar feed: ${loaderData?.member.name ?? "Team member"}`) },
];

const buttonClass =
  "inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-4 py-2 font-semibold text-navy-900 disabled:opacity-70";

/** The address, once, with how to add it to a calendar. */
function IssuedFeed({ url }: { url: string }) {
  return (
    <section
      aria-labelledby="issued-heading"
      className="mt-6 max-w-3xl rounded-lg border-2 border-navy-900 bg-white p-5"
    >
      <h2 id="issued-heading" className="text-2xl">
        The feed's address
      </h2>
      <p className="mt-2">
        This is shown only now: copy it before you leave the page. Anyone with it can see these
        consultations, so keep it to yourself.
      </p>
      <label htmlFor="feed-url" className="mt-3 block font-semibold">
        Address
      </label>
      <input
        id="feed-url"
        readOnly
        value={url}
        className="mt-1 w-full rounded-md border border-stone-400 p-2 font-mono text-sm"
        onFocus={(e) => e.currentTarget.select()}
      />
      <p className="mt-3">
        In Outlook, choose Add calendar, then Subscribe from web, and paste the address. In Google
        Calendar, choose the plus beside Other calendars, then From URL. In Apple Calendar, choose
        File, then New Calendar Subscription.
      </p>
      <p className="mt-2">
        Calendar apps check the feed every few hours, so a new booking can take a while to appear.
      </p>
    </section>
  );
}

export default function CalendarFeed({ loaderData, actionData }: Route.ComponentProps) {
  const { member, isOwn, liveSince } = loaderData;
  const issued = actionData && "issued" in actionData ? actionData.issued : null;
  const shown = actionData && "ok" in actionData ? (actionData as ShownForm) : undefined;
  const sending = useSubmittingIntent();
  const whose = isOwn ? "your" : `${member.name}'s`;
  return (
    <>
      <p>
        <SiteLink to={backToTeam.to}>{backToTeam.label}</SiteLink>
      </p>
      <h1 className="mt-2 text-4xl">{`Calendar feed: ${member.name}`}</h1>
      <ShownProblem shown={shown} idPrefix="feed" className="mt-4" />
      <p className="mt-4 max-w-3xl">
        {`A private address that shows ${whose} confirmed consultations, from a month ago to six months ahead, in Outlook, Google or Apple Calendar. It gives each client's name, the time, the place and the reference, never what the matter is about.`}
      </p>
      {issued ? <IssuedFeed url={issued.url} /> : null}
      <p className="mt-6">
        {liveSince
          ? `A feed has been working since ${formatDateAndTime(liveSince)}.`
          : "There is no feed at the moment."}
      </p>
      {member.takesConsultations ? (
        <div className="mt-4 flex max-w-3xl flex-col gap-5">
          <IntentForm intent="issue">
            <p className="mb-2">
              {liveSince
                ? "A new address replaces the old one, which stops working at once."
                : "Makes the address and shows it once."}
            </p>
            <button type="submit" className={buttonClass} disabled={sending === "issue"}>
              {liveSince ? "Make a new address" : "Make a feed"}
            </button>
          </IntentForm>
          {liveSince ? (
            <IntentForm intent="revoke">
              <p className="mb-2">Stops the address working; calendars keep nothing new.</p>
              <button type="submit" className={buttonClass} disabled={sending === "revoke"}>
                Revoke the feed
              </button>
            </IntentForm>
          ) : null}
        </div>
      ) : (
        <p className="mt-4">{`${member.name} does not take consultations, so has no feed.`}</p>
      )}
    </>
  );
}
