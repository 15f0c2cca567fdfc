import { backToTeam } from "~/components/admin/back-links";
import { LawyerSettingsForm } from "~/components/admin/lawyer/lawyer-settings-form";
import { ShownProblem } from "~/components/admin/shown-problem";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { staffRecord } from "~/lib/admin/staff-record.server";
import { isFormProblem } from "~/lib/forms/form-problem";
import { weekdays } from "~/shared/firm/facts";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { lawyerFieldOrder, lawyerHoursField } from "~/shared/schemas/lawyer-admin";
import type { Route } from "./+types/lawyer";
import { saveLawyerSettings } from "./lawyer-settings.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lawyer = await staffRecord(request, context, params.id, (id) =>
    context.services.lawyers.settings.get(id),
  );
  const isAdmin = context.user?.role === "admin";
  const { hours } = await context.services.firm.facts();
  // Without hours of their own, the rows start from the firm's, ready to be narrowed.
  const own = lawyer.consultationHours ?? hours.consultations;
  return {
    id: lawyer.id,
    name: lawyer.name,
    version: lawyer.version,
    firmHours: hours.consultations,
    accounts: isAdmin
      ? await context.services.lawyers.settings.linkableAccounts(lawyer.id)
      : undefined,
    values: {
      takesConsultations: lawyer.takesConsultations ? "yes" : "",
      meetingTypes: lawyer.meetingTypes.join("\n"),
      hoursMode: lawyer.consultationHours ? "own" : "firm",
      ...Object.fromEntries(
        weekdays.flatMap((d) => [
          [lawyerHoursField.opens(d), own[d]?.opens ?? ""],
          [lawyerHoursField.closes(d), own[d]?.closes ?? ""],
        ]),
      ),
      videoRoomUrl: lawyer.videoRoomUrl ?? "",
      userId: lawyer.userId ?? "",
    } as Record<string, string>,
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return saveLawyerSettings(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `${loaderData?.name ?? "Team member"}: consultations`) },
];

export default function LawyerSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const shown = isFormProblem(actionData) ? actionData : undefined;
  return (
    <>
      <p className="mb-4">
        <SiteLink to={backToTeam.to}>{backToTeam.label}</SiteLink>
      </p>
      <h1 className="text-4xl">{`${loaderData.name}: consultations`}</h1>
      <p className="mt-2 mb-6 max-w-2xl">
        Whether clients can book a free consultation with {loaderData.name}, how and when.{" "}
        <SiteLink to={`/admin/team/${loaderData.id}/days-away`}>Their days away</SiteLink>
        {" · "}
        <SiteLink to={`/admin/team/${loaderData.id}`}>Their profile</SiteLink>
      </p>
      <ShownProblem
        shown={shown}
        idPrefix="lawyer"
        order={lawyerFieldOrder}
        className="mb-6 max-w-3xl"
      />
      <LawyerSettingsForm
        shown={shown}
        stored={loaderData.values}
        version={loaderData.version}
        firmHours={loaderData.firmHours}
        accounts={loaderData.accounts}
      />
    </>
  );
}
