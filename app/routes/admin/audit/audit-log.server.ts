import type { AppLoadContext } from "react-router";
import { pageFrom } from "~/lib/admin/office-paging";
import { parseFields } from "~/shared/forms/parse-fields";
import type { PublicUser } from "~/shared/schemas/auth";
import { auditFilterForm } from "~/shared/schemas/office-admin";
import { addDays } from "~/shared/time/calendar";
import { londonMidnight } from "~/shared/time/london-instant";

const filterNames = ["actor", "type", "q", "from", "to"] as const;

/** Where a record's own page is, for the record types that have one. */
function recordLink(type: string, id: string | null, isAdmin: boolean): string | null {
  if (!id) return null;
  if (type === "enquiry") return `/admin/enquiries/${id}`;
  if (type === "quote") return `/admin/leads/${id}`;
  if (type === "user" && isAdmin) return `/admin/users/${id}`;
  return null;
}

/** One page of the audit log, filtered by the address's query, with the filters' choices. */
export async function loadAuditLog(context: AppLoadContext, user: PublicUser, url: URL) {
  const values: Record<string, string> = Object.fromEntries(
    filterNames.map((name) => [name, url.searchParams.get(name) ?? ""]),
  );
  const parsed = parseFields(auditFilterForm, values);
  const paging = pageFrom(url);
  const [result, actors, types] = await Promise.all([
    // With a filter that makes no sense, show the problem rather than a misleading list.
    parsed.ok
      ? context.services.audit.list(
          {
            actorId: parsed.data.actor || undefined,
            entityType: parsed.data.type || undefined,
            text: parsed.data.q || undefined,
            // Dates are the firm's days: midnight to midnight in London.
            from: parsed.data.from ? londonMidnight(parsed.data.from) : undefined,
            to: parsed.data.to ? londonMidnight(addDays(parsed.data.to, 1)) : undefined,
          },
          paging,
        )
      : Promise.resolve({ rows: [], total: 0 }),
    context.services.office.auditFacets.actors(),
    context.services.office.auditFacets.entityTypes(),
  ]);
  const isAdmin = user.role === "admin";
  return {
    values,
    filtered: filterNames.some((name) => Boolean(values[name])),
    errors: parsed.ok ? {} : parsed.errors,
    actors,
    types,
    page: paging.page,
    total: result.total,
    rows: result.rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actorName: r.actorName,
      action: r.action,
      summary: r.summary,
      entityType: r.entityType,
      link: recordLink(r.entityType, r.entityId, isAdmin),
    })),
  };
}
