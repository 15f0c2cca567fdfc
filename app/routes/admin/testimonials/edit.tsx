import { backToTestimonials } from "~/components/admin/back-links";
import { EditorPage } from "~/components/admin/editor-page";
import { TestimonialForm } from "~/components/admin/testimonials/testimonial-form";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { savedBySomeoneElse, saveEdit } from "~/lib/admin/save-edit.server";
import { staffChange, staffRecord } from "~/lib/admin/staff-record.server";
import { parseSubmission, readSubmission } from "~/lib/forms/form-action.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { testimonialFields } from "~/shared/schemas/testimonials";
import { formatLongDate } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import type { Route } from "./+types/edit";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const t = await staffRecord(request, context, params.id, (id) =>
    context.services.testimonials.get(id),
  );
  return {
    id: t.id,
    version: t.version,
    displayName: t.displayName,
    withdrawn: t.withdrawnAt ? formatLongDate(t.withdrawnAt) : null,
    values: {
      quote: t.quote,
      displayName: t.displayName,
      matterType: t.matterType,
      practiceArea: t.practiceArea ?? "",
      givenOn: t.givenOn,
      consentOn: t.consentOn,
      consentMethod: t.consentMethod,
      consentEvidence: t.consentEvidence,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, id } = staffChange(request, context, params.id);
  const submission = await readSubmission(request, "uncut");
  return saveEdit({
    submission,
    staleMessage: savedBySomeoneElse("this testimonial"),
    read: async () => {
      const parsed = parseSubmission(
        submission,
        testimonialFields(todayInLondon(context.clock.now())),
      );
      return parsed.success
        ? { kind: "ok" as const, input: parsed.data }
        : { kind: "respond" as const, response: parsed.response };
    },
    update: (version, read) => context.services.testimonials.update(actor, id, version, read.input),
    answer: (result) =>
      result.kind === "withdrawn"
        ? redirectWithNotice(
            "/admin/testimonials",
            "Not saved: the client has withdrawn consent for this testimonial",
          )
        : redirectWithNotice(
            "/admin/testimonials",
            `Changes to the testimonial from ${result.displayName} saved`,
          ),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `Testimonial from ${loaderData?.displayName ?? "a client"}`) },
];

export default function EditTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { id, withdrawn } = loaderData;
  return (
    <EditorPage
      back={backToTestimonials}
      title={`Edit the testimonial from ${loaderData.displayName}`}
      deleteLink={{ to: `/admin/testimonials/${id}/delete`, label: "Delete this testimonial" }}
    >
      {withdrawn ? (
        // Consent withdrawn: the words are never shown again, so there is nothing to edit.
        <p className="max-w-2xl text-lg">
          {`The client withdrew consent on ${withdrawn}, so the website no longer shows it and it cannot be edited. If they agree again, add it as a new testimonial.`}
        </p>
      ) : (
        <>
          <TestimonialForm
            shown={actionData}
            stored={loaderData.values}
            version={loaderData.version}
            askNotRewarded={false}
            submitLabel="Save changes"
          />
          <p className="mt-8">
            <SiteLink to={`/admin/testimonials/${id}/withdraw`}>
              The client has withdrawn consent
            </SiteLink>
          </p>
        </>
      )}
    </EditorPage>
  );
}
