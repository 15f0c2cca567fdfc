import { backToTestimonials } from "~/components/admin/back-links";
import { EditorPage } from "~/components/admin/editor-page";
import { TestimonialForm } from "~/components/admin/testimonials/testimonial-form";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { staffActor } from "~/lib/admin/staff-record.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { parseSubmission, readSubmission } from "~/lib/forms/form-action.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { newTestimonialFields } from "~/shared/schemas/testimonials";
import { todayInLondon } from "~/shared/time/london-clock";
import type { Route } from "./+types/new";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  return { today: todayInLondon(context.clock.now()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The person recording it is whoever is signed in: never a name or id from the form.
  const actor = staffActor(request, context);
  const submission = await readSubmission(request, "uncut");
  const parsed = parseSubmission(
    submission,
    newTestimonialFields(todayInLondon(context.clock.now())),
  );
  if (!parsed.success) return parsed.response;
  const { notRewarded: _confirmed, ...input } = parsed.data;
  const result = await context.services.testimonials.create(actor, input);
  return redirectWithNotice(
    "/admin/testimonials",
    `The testimonial from ${result.displayName} is on the website`,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Add a testimonial") },
];

export default function NewTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      back={backToTestimonials}
      title="Add a testimonial"
      intro={
        <p className="mt-2 mb-6 max-w-2xl">
          Add only words a client gave us and agreed we may show, with a record of that consent kept
          on their file. Never write, tidy or shorten a testimonial for a client, and never offer
          anything in return for one: the law bans fake and rewarded reviews.
        </p>
      }
    >
      <TestimonialForm
        shown={actionData}
        stored={{ givenOn: loaderData.today, consentOn: loaderData.today }}
        askNotRewarded
        submitLabel="Add the testimonial"
      />
    </EditorPage>
  );
}
