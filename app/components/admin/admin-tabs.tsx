import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";

export interface AdminTab {
  key: string;
  to: string;
  label: ReactNode;
}

/**
 * A list screen's views (by status, by kind) as links styled as tabs: each view has its own
 * address, and the current one is marked for screen readers with aria-current.
 */
export function AdminTabs({
  label,
  tabs,
  current,
}: {
  /** Names the navigation landmark: "Enquiries by status". */
  label: string;
  tabs: readonly AdminTab[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="mt-6 border-b-2 border-stone-200">
      <ul className="flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <SiteLink
              to={tab.to}
              aria-current={tab.key === current ? "page" : undefined}
              className={`-mb-0.5 inline-flex min-h-11 items-center gap-2 border-b-4 px-4 py-2 font-semibold no-underline ${
                tab.key === current
                  ? "border-navy-900 text-ink"
                  : "border-transparent text-navy-900 hover:underline"
              }`}
            >
              {tab.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
