import type { AppLoadContext } from "react-router";
import type { PracticeAreaSlug } from "~/shared/firm/facts";
import {
  type PublicTestimonial,
  TESTIMONIALS_SHOWN,
} from "~/shared/testimonials/public-testimonials";

/**
 * For a public page's loader: the most recent testimonials whose consent stands, as plain data
 * for `<TestimonialsAside>` or `<TestimonialsBand>`. A service page passes its practice area;
 * the home page passes none and gets any. Home and service pages are kept pages: migration
 * 0016's trigger drops them on every change, so a withdrawal shows on the next request.
 */
export async function loadTestimonials(
  context: Pick<AppLoadContext, "services">,
  practiceArea?: PracticeAreaSlug,
): Promise<PublicTestimonial[]> {
  const rows = await context.services.testimonials.listShown({
    practiceArea,
    limit: TESTIMONIALS_SHOWN,
  });
  return rows.map((t) => ({
    id: t.id,
    quote: t.quote,
    displayName: t.displayName,
    matterType: t.matterType,
    givenOn: t.givenOn,
  }));
}
