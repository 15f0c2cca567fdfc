import { ChevronDown } from "lucide-react";
import type { MenuItem } from "~/config/navigation";
import { MenuLink, SubmenuList, summaryReset } from "./menu-links";

/**
 * Disclosure navigation (WAI-ARIA APG "disclosure navigation menu") in HTML: each group is a
 * `<details data-menu>`, so it opens and closes with no script at all, and `<summary>` reports
 * its own expanded state. The enhancement script adds Escape, closing on a click outside or
 * when focus leaves, and one open at a time (app/enhance/menus.ts). No React state: reading
 * pages never hydrate, and working pages share the same behaviour.
 */
export function DesktopNav({ items }: { items: readonly MenuItem[] }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.href} className={item.children ? "relative" : undefined}>
            {item.children ? (
              <details data-menu className="group">
                <summary
                  className={`${topLevelClass()} ${summaryReset} inline-flex items-center gap-1`}
                >
                  {item.name}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform group-open:rotate-180"
                  />
                </summary>
                <SubmenuList
                  className="absolute left-0 top-full z-50 mt-2 w-72 rounded-md border border-stone-200 bg-white py-2 shadow-lg"
                  items={item.children}
                  linkClassName={({ isActive }) =>
                    `block px-4 py-2 text-base no-underline hover:bg-paper hover:underline ${
                      isActive ? "font-semibold text-navy-900" : "text-ink"
                    }`
                  }
                />
              </details>
            ) : (
              <MenuLink item={item} className={topLevelClass} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function topLevelClass({ isActive = false }: { isActive?: boolean } = {}) {
  return `rounded px-3 py-2 text-base font-semibold no-underline hover:bg-paper ${
    isActive ? "text-accent-700" : "text-navy-900"
  }`;
}
