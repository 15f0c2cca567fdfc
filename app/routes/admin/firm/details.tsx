import { EditorPage } from "~/components/admin/editor-page";
import { FirmDetailsForm } from "~/components/admin/firm/firm-details-form";
import { FirmDetailsPreview } from "~/components/admin/firm/firm-details-preview";
import { FirmErrorBoundary } from "~/components/admin/firm/firm-error-boundary";
import { adminTitle } from "~/lib/admin/admin-title";
import { readAdminPost } from "~/lib/admin/intent-action.server";
import { requireAdmin } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { firmDetailsFormValues } from "~/shared/schemas/firm-details-form";
import { formatDateAndTime } from "~/shared/time/format";
import type { Route } from "./+types/details";
import { runFirmDetailsAction } from "./details-actions.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { details, version, lastChange } = await context.services.firmDetails.load();
  return {
    values: firmDetailsFormValues(details),
    version,
    sample: details.sample,
    offices: details.offices.map(({ id, name }) => ({ id, name })),
    lastChange: lastChange && {
      at: formatDateAndTime(lastChange.at),
      by: lastChange.by ?? "a former user",
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  return runFirmDetailsAction(await readAdminPost(request, context, admin));
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Firm details") },
];

export default function FirmDetailsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const preview = actionData && "preview" in actionData ? actionData.preview : undefined;
  return (
    <EditorPage
      back={{ to: "/admin", label: "Back to the dashboard" }}
      title="Firm details"
      intro={
        <div className="mt-2 mb-6 max-w-3xl space-y-2">
          <p>
            What every page, e-mail and search result says about the firm: its name, the disclosures
            a firm of solicitors must publish, how to contact it, and its offices. A save shows on
            every page at once.
          </p>
          {loaderData.sample && (
            <p
              role="note"
              className="rounded-md border-2 border-accent-700 bg-white p-3 font-semibold"
            >
              These are sample values: replace them with the firm's own.
            </p>
          )}
          <p className="text-muted">
            {loaderData.lastChange
              ? `Last changed by ${loaderData.lastChange.by} on ${loaderData.lastChange.at}.`
              : "Never changed here: the sample values apply."}
          </p>
        </div>
      }
    >
      {preview && <FirmDetailsPreview details={preview} />}
      <FirmDetailsForm
        shown={actionData}
        stored={loaderData.values}
        version={loaderData.version}
        offices={loaderData.offices}
      />
    </EditorPage>
  );
}

export const ErrorBoundary = FirmErrorBoundary;
