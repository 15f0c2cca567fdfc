import { Form, Link } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { TextField } from "~/components/forms/text-field";
import type { ArticleState } from "~/lib/admin/article-state";

const secondary =
  "min-h-12 rounded-md border-2 border-navy-900 bg-white px-5 py-2 font-semibold text-navy-900";
const primary =
  "min-h-12 rounded-md bg-accent-700 px-5 py-2 font-semibold text-white hover:bg-accent-800";

/**
 * Where an article stands and what can be done: publish now, schedule for a London date and
 * time, unpublish, delete. Each is its own small form carrying the version, so acting on a
 * stale page is refused like a stale save.
 */
export function ArticlePublishing(props: {
  id: string;
  version: number;
  state: ArticleState;
  slug: string;
  publishedAt: string | null;
  scheduleDefault: string;
  errors?: Record<string, string>;
  formError?: string;
}) {
  const { state } = props;
  return (
    <section
      aria-labelledby="publishing-heading"
      className="rounded-lg border border-stone-200 bg-white p-6"
    >
      <h2 id="publishing-heading" className="text-3xl">
        Publishing
      </h2>
      <ErrorSummary
        errors={props.errors ?? {}}
        order={["publishAt"]}
        idPrefix="publishing"
        formError={props.formError || undefined}
      />
      <p className="mt-3 text-lg">
        {state === "draft" && "This article is a draft: only staff can see it."}
        {state === "scheduled" &&
          `Scheduled: it will appear on the website on ${props.publishedAt}.`}
        {state === "published" && (
          <>
            {`Published on ${props.publishedAt} at `}
            <Link to={`/insights/${props.slug}`}>{`/insights/${props.slug}`}</Link>
          </>
        )}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-6">
        {state !== "published" && (
          <Form method="post">
            <input type="hidden" name="version" value={props.version} />
            <button type="submit" name="intent" value="publish" className={primary}>
              Publish now
            </button>
          </Form>
        )}
        {state !== "draft" && (
          <Form method="post">
            <input type="hidden" name="version" value={props.version} />
            <button type="submit" name="intent" value="unpublish" className={secondary}>
              Unpublish
            </button>
          </Form>
        )}
      </div>
      {/* Scheduling a live article would take it down until then: unpublish first for that. */}
      {state !== "published" && (
        <Form method="post" className="mt-6" aria-label="Schedule">
          <input type="hidden" name="version" value={props.version} />
          <TextField
            idPrefix="publishing"
            name="publishAt"
            type="datetime-local"
            label={state === "scheduled" ? "Change the publication time" : "Schedule for later"}
            hint="London time. The article appears on the website at this moment."
            error={props.errors?.publishAt}
            defaultValue={props.scheduleDefault}
          />
          <button type="submit" name="intent" value="schedule" className={secondary}>
            {state === "scheduled" ? "Reschedule" : "Schedule"}
          </button>
        </Form>
      )}
      <p className="mt-6 flex flex-wrap gap-6">
        <Link to={`/admin/insights/${props.id}/preview`} className="font-semibold">
          Preview the saved article
        </Link>
        <Link to={`/admin/insights/${props.id}/delete`} className="font-semibold text-error-700">
          Delete this article
        </Link>
      </p>
    </section>
  );
}
