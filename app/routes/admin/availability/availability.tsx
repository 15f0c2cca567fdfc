import { AdminSection } from "~/components/admin/admin-section";
import { AddBlockForm } from "~/components/admin/availability/add-block-form";
import { BlockedTimes } from "~/components/admin/availability/blocked-times";
import { LawyersAtAGlance } from "~/components/admin/availability/lawyers-at-a-glance";
import { NoticeWindowForm } from "~/components/admin/availability/notice-window-form";
import { ShownProblem } from "~/components/admin/shown-problem";
import { adminTitle } from "~/lib/admin/admin-title";
import { readAdminPost } from "~/lib/admin/intent-action.server";
import { problemFor } from "~/lib/admin/intent-problem";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/availability";
import { runAvailabilityAction } from "./availability-actions.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context);
  const availability = context.services.bookingAdmin.availability;
  const [rules, blocks, lawyers] = await Promise.all([
    availability.rules(),
    availability.upcomingBlocks(),
    availability.lawyers(),
  ]);
  return {
    rules,
    lawyers,
    blocks: blocks.map((b) => ({
      id: b.id,
      pool: b.pool,
      reason: b.reason,
      publicReason: b.publicReason,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
    })),
    /** A closure visitors are told of is firm-wide: only admins may announce one. */
    canAnnounce: user.role === "admin",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  return runAvailabilityAction(await readAdminPost(request, context, user));
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Availability") },
];

/** Every field on the page, in order, for the one error summary at the top. */
const fieldOrder = [
  "notice",
  "noticeUnit",
  "windowDays",
  "pool",
  "startDate",
  "endDate",
  "fromTime",
  "toTime",
  "reason",
  "publicReason",
];

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, blocks, lawyers, canAnnounce } = loaderData;
  return (
    <>
      <h1 className="text-4xl">Availability</h1>
      <p className="mt-2 max-w-3xl">
        Changes apply to the public booking page straight away. Existing bookings are never moved or
        cancelled by a change here.
      </p>
      <ShownProblem
        shown={actionData}
        idPrefix="availability"
        order={fieldOrder}
        className="mt-6 max-w-3xl"
      />
      <LawyersAtAGlance lawyers={lawyers} />
      <NoticeWindowForm rules={rules} shown={problemFor(actionData, "settings")} />
      <AdminSection id="blocks-heading" title="Blocked times" className="mt-10">
        <BlockedTimes blocks={blocks} canAnnounce={canAnnounce} />
        <AddBlockForm shown={problemFor(actionData, "add-block")} canAnnounce={canAnnounce} />
      </AdminSection>
    </>
  );
}
