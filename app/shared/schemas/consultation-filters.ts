import {
  type CapacityPool as CapacityPoolName,
  capacityPools as capacityPoolNames,
  meetingTypes,
} from "~/shared/booking/options";
import { practiceAreas } from "~/shared/firm/facts";
import { z } from "~/shared/zod";
import { calendarDate } from "./dates";

// The consultations list's filters and the office's pools: what the admin's list pages need in
// the browser, apart from the forms' schemas in ./consultation-admin, which only the server's
// actions use (a page builds every schema of a module it takes anything from, ADR 038).

export const bookingStatusFilters = ["confirmed", "requested", "cancelled"] as const;
export { type CapacityPoolName, capacityPoolNames };

export const poolLabels: Record<CapacityPoolName, string> = {
  bramhall: "Bramhall office",
  "heaton-moor": "Heaton Moor office",
  remote: "Phone and video",
};

const areaSlugs = practiceAreas.map((p) => p.slug) as [string, ...string[]];

/** An optional filter: anything unusable in the URL is dropped rather than failing the page. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The consultations list's GET filters, shared by the list, the week view and the CSV export. */
export const consultationFiltersSchema = z.object({
  from: lenient(calendarDate("Enter a real date")),
  to: lenient(calendarDate("Enter a real date")),
  status: lenient(z.enum(bookingStatusFilters)),
  area: lenient(z.enum(areaSlugs)),
  type: lenient(z.enum(meetingTypes)),
  /** A team member's id, or "none": the bookings still without a lawyer. */
  lawyer: lenient(z.union([z.uuid(), z.literal("none")])),
  q: lenient(
    z
      .string()
      .trim()
      .max(100)
      .transform((v) => v || undefined),
  ),
  page: z.coerce.number<string>().int().min(1).max(10_000).catch(1),
});
export type ConsultationFilters = z.output<typeof consultationFiltersSchema>;

export function parseConsultationFilters(params: URLSearchParams): ConsultationFilters {
  return consultationFiltersSchema.parse(Object.fromEntries(params));
}

/** The same filters as a query string, without the page (for links that keep the filters). */
export function filtersQuery(filters: ConsultationFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const key of ["from", "to", "status", "area", "type", "lawyer", "q"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}
