import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { staffChange, staffRecord } from "~/lib/admin/staff-record.server";
import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/withdraw";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const t = await staffRecord(request, context, params.id, (id) =>
    context.services.testimonials.get(id),
  );
  return { id: t.id, displayName: t.displayName, withdrawn: t.withdrawnAt !== null };
}

/** Records the withdrawal; a second post (a double click) says it was already done. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, id } = staffChange(request, context, params.id);
  const result = await context.services.testimonials.withdraw(actor, id);
  if (result.kind === "not-found") notFound();
  return redirectWithNotice(
    "/admin/testimonials",
    result.kind === "done"
      ? `Consent withdrawn: the testimonial from ${result.displayName} is off the website`
      : `Consent for the testimonial from ${result.displayName} was already withdrawn`,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Withdraw consent for a testimonial") },
];

/** A confirmation page rather than a script dialog, so it works without JavaScript. */
export default function WithdrawTestimonial({ loaderData }: Route.ComponentProps) {
  const { id, displayName, withdrawn } = loaderData;
  if (withdrawn) {
    return (
      <>
        <h1 className="text-4xl">Consent already withdrawn</h1>
        <p className="mt-4 max-w-2xl text-lg">
          {`The testimonial from ${displayName} is no longer shown on the website.`}
        </p>
        <p className="mt-6">
          <SiteLink to="/admin/testimonials">Back to testimonials</SiteLink>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-4xl">{`Has ${displayName} withdrawn consent?`}</h1>
      <p className="mt-4 max-w-2xl text-lg">
        The testimonial will disappear from the website at once and will never be shown again. Its
        consent record stays in the list, marked withdrawn, until you delete it.
      </p>
      <SiteForm method="post" className="mt-6 flex flex-wrap items-center gap-6">
        <SubmitButton variant="destructive">Yes, withdraw consent</SubmitButton>
        <SiteLink to={`/admin/testimonials/${id}`}>No, go back</SiteLink>
      </SiteForm>
    </>
  );
}
