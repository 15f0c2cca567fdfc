import { SiteNavLink } from "~/components/site-link";
import type { UserRole } from "~/shared/schemas/auth";

interface AdminSection {
  to: string;
  label: string;
  /**
   * Only admins manage users and the firm's details, hours and prices; staff never see the link (and the server
   * refuses them anyway).
   */
  adminOnly?: boolean;
}

export const adminSections: readonly AdminSection[] = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/my-day", label: "My day" },
  { to: "/admin/consultations", label: "Consultations" },
  { to: "/admin/availability", label: "Availability" },
  { to: "/admin/enquiries", label: "Enquiries" },
  { to: "/admin/leads", label: "Quote leads" },
  { to: "/admin/insights", label: "Insights" },
  { to: "/admin/team", label: "Team" },
  { to: "/admin/recognitions", label: "Accreditations and reviews" },
  { to: "/admin/testimonials", label: "Testimonials" },
  { to: "/admin/users", label: "Users", adminOnly: true },
  { to: "/admin/firm", label: "Firm details", adminOnly: true },
  { to: "/admin/firm/hours", label: "Office hours", adminOnly: true },
  { to: "/admin/prices", label: "Prices", adminOnly: true },
  { to: "/admin/mail", label: "Mail" },
  { to: "/admin/health", label: "Site health" },
  { to: "/admin/audit", label: "Audit log" },
];

/** The admin area's sections; the current one is marked for screen readers too. */
export function AdminNav({ role }: { role: UserRole }) {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {adminSections
          .filter((section) => !section.adminOnly || role === "admin")
          .map((section) => (
            <li key={section.to}>
              <SiteNavLink
                to={section.to}
                end={section.to === "/admin"}
                className={({ isActive }) =>
                  `block min-h-11 rounded-md px-3 py-2.5 font-semibold no-underline ${
                    isActive
                      ? "bg-navy-900 text-white"
                      : "text-ink hover:bg-navy-100 hover:underline"
                  }`
                }
              >
                {section.label}
              </SiteNavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
