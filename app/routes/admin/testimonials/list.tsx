import { AdminSection } from "~/components/admin/admin-section";
import { TestimonialList } from "~/components/admin/testimonials/testimonial-list";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/list";
import { testimonialRow } from "./testimonial-rows.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const rows = (await context.services.testimonials.list()).map(testimonialRow);
  return {
    shown: rows.filter((r) => r.withdrawn === null),
    withdrawn: rows.filter((r) => r.withdrawn !== null),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Testimonials") },
];

const addLink =
  "inline-flex min-h-12 items-center rounded-md bg-accent-700 px-5 py-2 font-semibold text-white no-underline hover:bg-accent-800";

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-4xl">Testimonials</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Clients’ own words, shown only with their consent and only as they gave them. The newest few
        show on the home page and on their practice area’s pages. If a client withdraws consent,
        record it here: the words leave the website at once.
      </p>
      <p className="mt-4">
        <SiteLink to="/admin/testimonials/new" className={addLink}>
          Add a testimonial
        </SiteLink>
      </p>
      <AdminSection id="shown-heading" title="Shown on the website" className="mt-8">
        <TestimonialList
          rows={loaderData.shown}
          empty="No testimonials yet, so the website shows none. Add one a client has agreed to."
        />
      </AdminSection>
      {loaderData.withdrawn.length > 0 && (
        <AdminSection id="withdrawn-heading" title="Consent withdrawn" className="mt-10">
          <p className="mt-2 max-w-3xl text-muted">
            Never shown again. Kept as the record of the consent and its withdrawal until you delete
            them.
          </p>
          <TestimonialList rows={loaderData.withdrawn} empty="" />
        </AdminSection>
      )}
    </>
  );
}
