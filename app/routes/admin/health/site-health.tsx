import type { ReactNode } from "react";
import type { AppLoadContext } from "react-router";
import { AdminSection } from "~/components/admin/admin-section";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { formatDateTime, plural } from "~/lib/admin/office-format";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/site-health";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const health = await context.services.siteHealth.read();
  return {
    mail: {
      ...health.mail,
      oldestWaitingSince: health.mail.oldestWaitingSince?.toISOString() ?? null,
    },
    backup:
      health.backup.kind === "external"
        ? ({ kind: "external" } as const)
        : {
            kind: "embedded" as const,
            last: health.backup.last
              ? { at: health.backup.last.at.toISOString(), bytes: health.backup.last.bytes }
              : null,
          },
    database: health.database,
    version: health.version,
    uptimeSeconds: health.uptimeSeconds,
    warnings: health.warnings.map(describeWarning),
  };
}

type HealthWarning = Awaited<
  ReturnType<AppLoadContext["services"]["siteHealth"]["read"]>
>["warnings"][number];

function describeWarning(w: HealthWarning): string {
  switch (w.kind) {
    case "mail-waiting-long":
      return `An e-mail due at ${formatDateTime(w.since)} has been waiting to send for over an hour. Check the mail settings or the mail server.`;
    case "mail-failed-recently":
      return `Sending ${plural(w.count, "e-mail")} failed in the last hour. Check the mail settings or the mail server.`;
    case "mail-failed":
      return `${plural(w.count, "e-mail")} failed after every attempt and will not be sent unless someone retries ${w.count === 1 ? "it" : "them"}.`;
    case "mail-retrying":
      return `${plural(w.count, "e-mail")} could not be sent at the last attempt and ${w.count === 1 ? "is" : "are"} waiting to be tried again.`;
    case "no-recent-backup":
      return w.last
        ? `No backup has succeeded since ${formatDateTime(w.last)}, over a day ago.`
        : "No backup has been taken yet.";
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Site health") },
];

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${plural(days, "day")}, ${plural(hours, "hour")}`;
  if (hours > 0) return `${plural(hours, "hour")}, ${plural(minutes, "minute")}`;
  return minutes > 0 ? plural(minutes, "minute") : "Less than a minute";
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="mt-3 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function SiteHealth({ loaderData: h }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-4xl">Site health</h1>
      <p className="mt-3 max-w-3xl">
        Whether the website's e-mail and backups are working, and which version is running. Times
        are UK time.
      </p>

      <AdminSection className="mt-8" id="attention-heading" title="Needs attention">
        {h.warnings.length === 0 ? (
          <p className="mt-2">Nothing needs attention.</p>
        ) : (
          <ul className="mt-3 max-w-3xl space-y-2 rounded-md border-4 border-error-700 bg-white p-4">
            {h.warnings.map((warning) => (
              <li key={warning} className="font-semibold text-error-700">
                {warning}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection className="mt-10" id="mail-heading" title="E-mail">
        <Facts
          rows={[
            ["Due and waiting to send", String(h.mail.waiting)],
            ["Scheduled for later (reminders)", String(h.mail.scheduled)],
            ["Retrying after an error", String(h.mail.retrying)],
            ["Failed", String(h.mail.failed)],
            [
              "Oldest due since",
              h.mail.oldestWaitingSince
                ? formatDateTime(h.mail.oldestWaitingSince)
                : "None waiting",
            ],
          ]}
        />
        <p className="mt-3">
          <SiteLink to={h.mail.failed > 0 ? "/admin/mail?status=failed" : "/admin/mail"}>
            {h.mail.failed > 0 ? "See the failed e-mails" : "See the mail outbox"}
          </SiteLink>
        </p>
      </AdminSection>

      <AdminSection className="mt-10" id="backup-heading" title="Backups">
        {h.backup.kind === "external" ? (
          <p className="mt-2">
            Managed outside the website: the database is on a PostgreSQL server, backed up with its
            own tools.
          </p>
        ) : (
          <Facts
            rows={[
              ["Last backup", h.backup.last ? formatDateTime(h.backup.last.at) : "None yet"],
              ["Its size", h.backup.last ? formatBytes(h.backup.last.bytes) : "None yet"],
            ]}
          />
        )}
      </AdminSection>

      <AdminSection className="mt-10" id="running-heading" title="The running site">
        <Facts
          rows={[
            [
              "Database",
              `${h.database.kind === "pglite" ? "Embedded" : "PostgreSQL"}, ${formatBytes(h.database.bytes)}`,
            ],
            ["Version", h.version.version],
            ["Commit", h.version.commit ?? "Not known"],
            ["Running for", formatUptime(h.uptimeSeconds)],
          ]}
        />
      </AdminSection>
    </>
  );
}
