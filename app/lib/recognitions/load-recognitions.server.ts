import type { AppLoadContext } from "react-router";
import type { PublicRecognitions } from "~/shared/recognitions/public-recognitions";

/**
 * For a public page's loader: the firm's accreditations and review scores in the order staff
 * chose, as plain data for `<RecognitionsStrip recognitions={…} />`. A page that shows them
 * must be renewed when they change: home and service pages are, since migration 0009's
 * triggers announce every change (ADR 012).
 */
export async function loadRecognitions(
  context: Pick<AppLoadContext, "services">,
): Promise<PublicRecognitions> {
  const { accreditations, reviewScores } = await context.services.recognitions.listPublic();
  return {
    accreditations: accreditations.map((a) => ({
      id: a.id,
      name: a.name,
      link: a.link,
      since: a.since,
      logo: a.logo ? { ...a.logo, purpose: "logo" } : null,
    })),
    reviewScores: reviewScores.map((r) => ({
      id: r.id,
      source: r.source,
      rating: r.rating,
      reviewCount: r.reviewCount,
      link: r.link,
      checkedOn: r.checkedOn,
    })),
  };
}
