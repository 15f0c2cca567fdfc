import type { ReactNode } from "react";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SiteForm } from "~/components/forms/site-form";
import { TextField } from "~/components/forms/text-field";
import { SiteLink } from "~/components/site-link";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import type { ArticleState } from "~/shared/article-state";
import { AdminSection } from "./admin-section";

const secondary =
  "min-h-12 rounded-md border-2 border-navy-900 bg-white px-5 py-2 font-semibold text-navy-900";
const primary =
  "min-h-12 rounded-md bg-accent-700 px-5 py-2 font-semibold text-white hover:bg-accent-800";

/** One publishing action: its own small form, carrying the version the editor loaded. */
function VersionedForm(props: {
  version: number;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <SiteForm method="post" className={props.className} aria-label={props.label}>
      <input type="hidden" name="version" value={props.version} />
      {props.children}
    </SiteForm>
  );
}

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
  /** A refused publishing change, shown again. */
  shown?: ShownForm;
}) {
  const { state, version } = props;
  const publishAt = bindFields("publishing", props.shown)("publishAt");
  return (
    <AdminSection
      id="publishing-heading"
      title="Publishing"
      className="rounded-lg border border-stone-200 bg-white p-6"
      headingClassName="text-3xl"
    >
      <ErrorSummary
        errors={props.shown?.errors ?? {}}
        order={["publishAt"]}
        idPrefix="publishing"
        formError={props.shown?.formError || undefined}
      />
      <p className="mt-3 text-lg">
        {state === "draft" && "This article is a draft: only staff can see it."}
        {state === "scheduled" &&
          `Scheduled: it will appear on the website on ${props.publishedAt}.`}
        {state === "published" && (
          <>
            {`Published on ${props.publishedAt} at `}
            <SiteLink to={`/insights/${props.slug}`}>{`/insights/${props.slug}`}</SiteLink>
          </>
        )}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-6">
        {state !== "published" && (
          <VersionedForm version={version}>
            <button type="submit" name="intent" value="publish" className={primary}>
              Publish now
            </button>
          </VersionedForm>
        )}
        {state !== "draft" && (
          <VersionedForm version={version}>
            <button type="submit" name="intent" value="unpublish" className={secondary}>
              Unpublish
            </button>
          </VersionedForm>
        )}
      </div>
      {/* Scheduling a live article would take it down until then: unpublish first for that. */}
      {state !== "published" && (
        <VersionedForm version={version} className="mt-6" label="Schedule">
          <TextField
            {...publishAt}
            // A time left empty comes back as the suggestion, not as nothing.
            defaultValue={publishAt.defaultValue || props.scheduleDefault}
            type="datetime-local"
            label={state === "scheduled" ? "Change the publication time" : "Schedule for later"}
            hint="London time. The article appears on the website at this moment."
          />
          <button type="submit" name="intent" value="schedule" className={secondary}>
            {state === "scheduled" ? "Reschedule" : "Schedule"}
          </button>
        </VersionedForm>
      )}
      <p className="mt-6 flex flex-wrap gap-6">
        <SiteLink to={`/admin/insights/${props.id}/preview`} className="font-semibold">
          Preview the saved article
        </SiteLink>
        <SiteLink
          to={`/admin/insights/${props.id}/delete`}
          className="font-semibold text-error-700"
        >
          Delete this article
        </SiteLink>
      </p>
    </AdminSection>
  );
}
