import type { AppLoadContext } from "react-router";
import type { TestimonialRow } from "~/components/admin/testimonials/testimonial-list";
import { type PracticeAreaSlug, practiceAreaName } from "~/shared/firm/facts";
import { consentMethodLabels } from "~/shared/testimonials/consent-methods";
import { formatLongDate } from "~/shared/time/format";

type Testimonial = Awaited<ReturnType<AppLoadContext["services"]["testimonials"]["list"]>>[number];

const EXCERPT = 160;

/** Where the website shows it, as staff read it. */
export const shownOnText = (practiceArea: Testimonial["practiceArea"]) =>
  practiceArea
    ? `Shown on the ${practiceAreaName(practiceArea as PracticeAreaSlug)} pages and the home page`
    : "Shown on the home page only";

/** One testimonial as the list screen shows it. */
export function testimonialRow(t: Testimonial): TestimonialRow {
  const words = t.quote.replace(/\s+/g, " ");
  return {
    id: t.id,
    displayName: t.displayName,
    matterType: t.matterType,
    excerpt: words.length > EXCERPT ? `${words.slice(0, EXCERPT).trimEnd()}…` : words,
    shownOn: shownOnText(t.practiceArea),
    consent: `Given ${formatLongDate(t.givenOn)}; consent ${formatLongDate(t.consentOn)}, ${consentMethodLabels[t.consentMethod].toLowerCase()}, kept at ${t.consentEvidence}`,
    recorded: t.recordedByName ? `Recorded by ${t.recordedByName}` : "Recorded by a former user",
    withdrawn: t.withdrawnAt ? `Consent withdrawn on ${formatLongDate(t.withdrawnAt)}` : null,
  };
}
