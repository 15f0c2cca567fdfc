import { Menu, X } from "lucide-react";
import { summaryReset } from "~/components/layout/menu-links";
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

/**
 * The admin area's sections; the current one is marked for screen readers too. On a phone they
 * sit behind one Menu button, not rows of links above every screen: a `<details data-menu>`
 * like the public site's phone menu (ADR 003), so it opens by keyboard and without JavaScript,
 * and the enhancement script closes it on Escape and when a link is followed. From md up the
 * links show as they always have.
 */
export function AdminNav({ role }: { role: UserRole }) {
  const sections = adminSections.filter((section) => !section.adminOnly || role === "admin");
  return (
    <>
      <details data-menu className="group md:hidden">
        <summary
          className={`${summaryReset} inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-navy-900 bg-white px-4 py-2 font-semibold text-navy-900`}
        >
          <Menu aria-hidden="true" className="size-5 group-open:hidden" />
          <X aria-hidden="true" className="hidden size-5 group-open:inline" />
          Menu
        </summary>
        <nav
          aria-label="Admin sections"
          className="mt-2 rounded-md border border-stone-200 bg-white p-2"
        >
          <SectionLinks sections={sections} className="flex flex-col gap-1" />
        </nav>
      </details>
      <div className="max-md:hidden">
        <nav aria-label="Admin sections">
          <SectionLinks sections={sections} className="flex flex-wrap gap-1 lg:flex-col" />
        </nav>
      </div>
    </>
  );
}

function SectionLinks({
  sections,
  className,
}: {
  sections: readonly AdminSection[];
  className: string;
}) {
  return (
    <ul className={className}>
      {sections.map((section) => (
        <li key={section.to}>
          <SiteNavLink
            to={section.to}
            end={section.to === "/admin"}
            className={({ isActive }) =>
              `block min-h-11 rounded-md px-3 py-2.5 font-semibold no-underline ${
                isActive ? "bg-navy-900 text-white" : "text-ink hover:bg-navy-100 hover:underline"
              }`
            }
          >
            {section.label}
          </SiteNavLink>
        </li>
      ))}
    </ul>
  );
}
