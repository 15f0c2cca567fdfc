import { ArrowDown, ArrowUp } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Picture } from "~/components/media/picture";
import { SiteLink } from "~/components/site-link";
import type { PictureData } from "~/lib/images";

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

const smallButton =
  "inline-flex min-h-11 items-center gap-1 rounded-md border-2 border-navy-900 bg-white px-3 py-1.5 font-semibold text-navy-900 disabled:border-stone-200 disabled:text-muted";

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
            <MoveButton
              kind={kind}
              id={row.id}
              intent="move-up"
              disabled={i === 0}
              name={row.title}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              Move up
            </MoveButton>
            <MoveButton
              kind={kind}
              id={row.id}
              intent="move-down"
              disabled={i === rows.length - 1}
              name={row.title}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
              Move down
            </MoveButton>
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

/** One button, one small form: works without JavaScript and with the keyboard alone. */
function MoveButton({
  kind,
  id,
  intent,
  name,
  disabled,
  children,
}: {
  kind: RecognitionKind;
  id: string;
  intent: "move-up" | "move-down";
  name: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled}
        className={smallButton}
      >
        {children}
        <span className="sr-only">{` ${name}`}</span>
      </button>
    </Form>
  );
}
