import { MoveButtons } from "~/components/admin/list-button";
import { Picture } from "~/components/media/picture";
import { SiteLink } from "~/components/site-link";
import type { PictureData } from "~/shared/images";

/** What the list screen shows of one accreditation or review score. */
export interface RecognitionRow {
  id: string;
  title: string;
  /** Lines under the title: the link, the date, what the website will say. */
  details: string[];
  logo?: PictureData | null;
}

export type RecognitionKind = "accreditation" | "review-score";

const paths: Record<RecognitionKind, string> = {
  accreditation: "/admin/recognitions/accreditations",
  "review-score": "/admin/recognitions/review-scores",
};

/** One kind's entries in the website's order, each with Move up, Move down, Edit and Delete. */
export function RecognitionList({
  kind,
  rows,
  empty,
}: {
  kind: RecognitionKind;
  rows: RecognitionRow[];
  /** Said when there are none. */
  empty: string;
}) {
  if (rows.length === 0) return <p className="mt-4 text-muted">{empty}</p>;
  return (
    <ol className="mt-4 space-y-3">
      {rows.map((row, i) => (
        <li
          key={row.id}
          className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-stone-200 bg-white p-4"
        >
          <div className="flex items-center gap-4">
            {row.logo && (
              // The name is beside it, so the picture adds nothing for a screen reader.
              <Picture image={row.logo} alt="" sizes="5rem" className="h-10 w-auto" />
            )}
            <div>
              <p className="font-semibold">
                <SiteLink to={`${paths[kind]}/${row.id}`}>{row.title}</SiteLink>
              </p>
              {row.details.map((line) => (
                <p key={line} className="text-muted break-all">
                  {line}
                </p>
              ))}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <MoveButtons
              fields={{ kind, id: row.id }}
              name={row.title}
              index={i}
              count={rows.length}
            />
            <SiteLink
              to={`${paths[kind]}/${row.id}/delete`}
              className="inline-flex min-h-11 items-center px-2 text-error-700"
            >
              Delete<span className="sr-only">{` ${row.title}`}</span>
            </SiteLink>
          </div>
        </li>
      ))}
    </ol>
  );
}
