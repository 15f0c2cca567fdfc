import { data, Form, Link, useNavigation } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { OfficePagination } from "~/components/admin/office-pagination";
import { ErrorSummary } from "~/components/forms/error-summary";
import { formProblem } from "~/lib/admin/form.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { formatDateTime, plural } from "~/lib/admin/office-format";
import { OFFICE_PAGE_SIZE, pageFrom } from "~/lib/admin/office-paging";
import { requireStaff } from "~/lib/auth/require-user.server";
import { z } from "~/lib/zod";
import type { Route } from "./+types/outbox";

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
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const form = await request.formData();
  const parsed = retryForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return formProblem(form, "Choose a message to retry from the list");
  const result = await context.services.office.outbox.retry(user, parsed.data.id);
  if (result.kind === "not-found") throw data(null, { status: 404 });
  if (result.kind === "not-failed")
    return formProblem(
      form,
      "Only a failed message can be retried; this one is no longer failed.",
      409,
    );
  const back = new URL(request.url);
  return redirectWithNotice(
    `${back.pathname}${back.search}`,
    `"${result.subject}" will be sent again shortly`,
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Mail | Carrow & Hale admin" }];

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { status, rows, total, page } = loaderData;
  const navigation = useNavigation();
  const retrying = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const current = filters.find((f) => f.value === status)?.label ?? "All";
  return (
    <>
      <h1 className="text-4xl">Mail</h1>
      <p className="mt-3 max-w-3xl">
        Every e-mail the website sends waits here until it is delivered. A message that fails is
        tried again on its own, up to 10 times; after that it is marked failed and can be retried
        from here once the cause is fixed.
      </p>
      <nav aria-label="Mail by status" className="mt-6 border-b-2 border-stone-200">
        <ul className="flex flex-wrap gap-1">
          {filters.map((f) => (
            <li key={f.value || "all"}>
              <Link
                to={f.value ? `/admin/mail?status=${f.value}` : "/admin/mail"}
                aria-current={f.value === status ? "page" : undefined}
                className={`-mb-0.5 inline-flex min-h-11 items-center border-b-4 px-4 py-2 font-semibold no-underline ${
                  f.value === status
                    ? "border-navy-900 text-ink"
                    : "border-transparent text-navy-900 hover:underline"
                }`}
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4">
        <ErrorSummary errors={{}} order={[]} idPrefix="mail" formError={actionData?.formError} />
      </div>
      {rows.length === 0 ? (
        <p className="mt-6">No messages here.</p>
      ) : (
        <div className="mt-4">
          <AdminTable
            caption={`Mail, ${current.toLowerCase()}, newest first: ${plural(total, "message")}`}
            columns={[
              "Subject",
              "To",
              "Status",
              "Attempts",
              "Queued",
              "Sent",
              "Last error",
              <span key="actions" className="sr-only">
                Actions
              </span>,
            ]}
          >
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-stone-200 align-top">
                <td className="p-3">{row.subject}</td>
                <td className="break-all p-3">{row.to}</td>
                <td className="p-3">
                  {statusLabels[row.status]}
                  {row.status === "pending" && row.attempts > 0 && (
                    <span className="block text-muted">{`next try ${formatDateTime(row.nextAttemptAt)}`}</span>
                  )}
                </td>
                <td className="p-3">{row.attempts}</td>
                <td className="p-3">{formatDateTime(row.createdAt)}</td>
                <td className="p-3">{row.sentAt ? formatDateTime(row.sentAt) : "Not yet"}</td>
                <td className="max-w-xs break-words p-3">{row.lastError ?? "None"}</td>
                <td className="p-3">
                  {row.status === "failed" && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="id" value={row.id} />
                      <button
                        type="submit"
                        disabled={retrying === row.id}
                        className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-4 py-2 font-semibold text-navy-900 disabled:opacity-70"
                      >
                        Retry<span className="sr-only">{` "${row.subject}" to ${row.to}`}</span>
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
      <OfficePagination page={page} pageSize={OFFICE_PAGE_SIZE} total={total} label="Mail pages" />
    </>
  );
}
