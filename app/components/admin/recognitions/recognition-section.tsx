import { AdminSection } from "~/components/admin/admin-section";
import { SiteLink } from "~/components/site-link";
import { type RecognitionKind, RecognitionList, type RecognitionRow } from "./recognition-list";

/** What each kind's section on the list screen says; the two differ only in this. */
const sections: Record<
  RecognitionKind,
  { headingId: string; title: string; empty: string; add: string; addTo: string }
> = {
  accreditation: {
    headingId: "accreditations-heading",
    title: "Accreditations",
    empty: "No accreditations yet, so the website shows none. Add one the firm holds below.",
    add: "Add an accreditation",
    addTo: "/admin/recognitions/accreditations/new",
  },
  "review-score": {
    headingId: "review-scores-heading",
    title: "Review scores",
    empty:
      "No review scores yet, so the website shows none. Add one copied from the review site below.",
    add: "Add a review score",
    addTo: "/admin/recognitions/review-scores/new",
  },
};

const addLink =
  "inline-flex min-h-12 items-center rounded-md bg-accent-700 px-5 py-2 font-semibold text-white no-underline hover:bg-accent-800";

/** One kind's section of the list screen: its entries, then the link to add another. */
export function RecognitionSection({
  kind,
  rows,
  className,
}: {
  kind: RecognitionKind;
  rows: RecognitionRow[];
  className: string;
}) {
  const section = sections[kind];
  return (
    <AdminSection id={section.headingId} title={section.title} className={className}>
      <RecognitionList kind={kind} rows={rows} empty={section.empty} />
      <p className="mt-4">
        <SiteLink to={section.addTo} className={addLink}>
          {section.add}
        </SiteLink>
      </p>
    </AdminSection>
  );
}
