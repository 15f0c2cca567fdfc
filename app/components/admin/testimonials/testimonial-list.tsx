import { SiteLink } from "~/components/site-link";

/** What the list screen shows of one testimonial: its words, where it shows, its consent. */
export interface TestimonialRow {
  id: string;
  displayName: string;
  matterType: string;
  /** The start of the words, to tell one from another. */
  excerpt: string;
  /** "Conveyancing pages and the home page", "The home page only". */
  shownOn: string;
  /** "Given 3 November 2026; consent 5 November 2026 by e-mail, kept at CH/1234/consent". */
  consent: string;
  /** "Recorded by Jane Smith". */
  recorded: string;
  /** "Consent withdrawn on 20 November 2026", or null while it is shown. */
  withdrawn: string | null;
}

const actionLink = "inline-flex min-h-11 items-center px-2 text-error-700";

/** Testimonials as cards, each with its consent record and what staff may do with it. */
export function TestimonialList({ rows, empty }: { rows: TestimonialRow[]; empty: string }) {
  if (rows.length === 0) return <p className="mt-4 text-muted">{empty}</p>;
  return (
    <ul className="mt-4 space-y-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-stone-200 bg-white p-4">
          <p className="font-semibold">
            {row.withdrawn ? (
              row.displayName
            ) : (
              <SiteLink to={`/admin/testimonials/${row.id}`}>{row.displayName}</SiteLink>
            )}
            <span className="font-normal text-muted">{` · ${row.matterType}`}</span>
          </p>
          <p className="mt-1 break-words">“{row.excerpt}”</p>
          <p className="mt-2 text-small text-muted">{row.withdrawn ?? row.shownOn}</p>
          <p className="text-small text-muted break-words">{row.consent}</p>
          <p className="text-small text-muted">{row.recorded}</p>
          <p className="mt-2 flex flex-wrap gap-x-4">
            {!row.withdrawn && (
              <SiteLink to={`/admin/testimonials/${row.id}/withdraw`} className={actionLink}>
                Withdraw consent<span className="sr-only">{` for ${row.displayName}`}</span>
              </SiteLink>
            )}
            <SiteLink to={`/admin/testimonials/${row.id}/delete`} className={actionLink}>
              Delete<span className="sr-only">{` the testimonial from ${row.displayName}`}</span>
            </SiteLink>
          </p>
        </li>
      ))}
    </ul>
  );
}
