import { useNavigation } from "react-router";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { OfficeResults } from "~/components/admin/office-results";
import { ShownProblem } from "~/components/admin/shown-problem";
import { IntentForm } from "~/components/forms/intent-form";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { formatDateTime, plural } from "~/lib/admin/office-format";
import { pageFrom } from "~/lib/admin/office-paging";
import { requireStaff } from "~/lib/auth/require-user.server";
import { readSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import { parseFields } from "~/shared/forms/parse-fields";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { z } from "~/shared/zod";
import type { Route } from "./+types/outbox";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

const statuses = ["pending", "sending", "sent", "failed", "skipped"] as const;
type Status = (typeof statuses)[number];
const statusLabels: Record<Status, string> = {
  pending: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  skipped: "Skipped",
};
const filters: ReadonlyArray<{ value: Status | ""; label: string }> = [
  { value: "", label: "All" },
  ...statuses.map((s) => ({ value: s, label: statusLabels[s] })),
];
const retryForm = z.object({ intent: z.literal("retry"), id: z.uuid() });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const status = statuses.find((s) => s === asked);
  const paging = pageFrom(url);
  const result = await context.services.office.outbox.list(status, paging);
  const now = context.clock.now().getTime();
  return {
    status: status ?? "",
    page: paging.page,
    total: result.total,
    rows: result.rows.map((r) => ({
      id: r.id,
      to: r.to.join(", "),
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      nextAttemptAt: r.nextAttemptAt.toISOString(),
      dueAt: r.dueAt.toISOString(),
      /** Waiting for its time (a reminder the day before), not for the mail server. */
      scheduled: r.status === "pending" && r.dueAt.getTime() > now,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const submission = await readSubmission(request, "uncut");
  const parsed = parseFields(retryForm, submission.fields);
  if (!parsed.ok) {
    return showFormAgain(submission, { formError: "Choose a message to retry from the list" });
  }
  const result = await context.services.office.outbox.retry(user, parsed.data.id);
  if (result.kind === "not-found") notFound();
  if (result.kind === "not-failed") {
    return showFormAgain(submission, {
      formError: "Only a failed message can be retried; this one is no longer failed.",
      status: 409,
    });
  }
  const back = new URL(request.url);
  return redirectWithNotice(
    `${back.pathname}${back.search}`,
    `"${result.subject}" will be sent again shortly`,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminTitle(matches, "Mail") }];

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { status, total } = loaderData;
  const navigation = useNavigation();
  const retrying = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const current = filters.find((f) => f.value === status)?.label ?? "All";
  return (
    <>
      <h1 className="text-4xl">Mail</h1>
      <p className="mt-3 max-w-3xl">
        Every e-mail the website sends waits here until it is delivered. A reminder is scheduled for
        the day before its consultation, and is withdrawn if the booking is cancelled or moved. A
        message that fails is tried again on its own, up to 10 times; after that it is marked failed
        and can be retried from here once the cause is fixed.
      </p>
      <AdminTabs
        label="Mail by status"
        tabs={filters.map((f) => ({
          key: f.value,
          to: f.value ? `/admin/mail?status=${f.value}` : "/admin/mail",
          label: f.label,
        }))}
        current={status}
      />
      <ShownProblem shown={actionData} idPrefix="mail" className="mt-4" />
      <OfficeResults
        list={loaderData}
        empty={
          status ? (
            <>
              {`No messages have the status “${current}”. `}
              <SiteLink to="/admin/mail">Show all mail</SiteLink>
            </>
          ) : (
            "No e-mails yet. Each one the website sends (booking confirmations, reminders, replies to enquiries) is listed here."
          )
        }
        caption={`Mail, ${current.toLowerCase()}, newest first: ${plural(total, "message")}`}
        columns={[
          "Subject",
          "To",
          "Status",
          "Attempts",
          "Queued",
          "Due",
          "Sent",
          "Last error",
          { label: "Actions", visuallyHidden: true },
        ]}
        pagesLabel="Mail pages"
        tableClassName="mt-4"
        alignTop
        cells={(row) => (
          <>
            <td className="p-3">{row.subject}</td>
            <td className="break-all p-3">{row.to}</td>
            <td className="p-3">
              {row.scheduled ? "Scheduled" : statusLabels[row.status]}
              {row.status === "pending" && row.attempts > 0 && (
                <span className="block text-muted">{`next try ${formatDateTime(row.nextAttemptAt)}`}</span>
              )}
            </td>
            <td className="p-3">{row.attempts}</td>
            <td className="p-3">{formatDateTime(row.createdAt)}</td>
            <td className="p-3">{formatDateTime(row.dueAt)}</td>
            <td className="p-3">{row.sentAt ? formatDateTime(row.sentAt) : "Not yet"}</td>
            <td className="max-w-xs break-words p-3">{row.lastError ?? "None"}</td>
            <td className="p-3">
              {row.status === "failed" && (
                <IntentForm intent="retry">
                  <input type="hidden" name="id" value={row.id} />
                  <button
                    type="submit"
                    disabled={retrying === row.id}
                    className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-4 py-2 font-semibold text-navy-900 disabled:opacity-70"
                  >
                    Retry<span className="sr-only">{` "${row.subject}" to ${row.to}`}</span>
                  </button>
                </IntentForm>
              )}
            </td>
          </>
        )}
      />
    </>
  );
}
