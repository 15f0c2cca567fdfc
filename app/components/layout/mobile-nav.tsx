import { Menu, X } from "lucide-react";
import type { MenuItem } from "~/config/navigation";
import { MenuLink, SubmenuList, summaryReset } from "./menu-links";

/**
 * Below the desktop breakpoint: one disclosure that shows every menu entry as a full list.
 * A `<details data-menu>` like the desktop groups, so it works before and without scripts;
 * the enhancement script adds Escape and closing when a link is followed.
 */
export function MobileNav({ items }: { items: readonly MenuItem[] }) {
  return (
    <details data-menu className="group lg:hidden">
      <summary
        className={`${summaryReset} inline-flex min-h-11 items-center gap-2 rounded-md border border-navy-900 px-3 py-2 font-semibold text-navy-900`}
      >
        <Menu aria-hidden="true" className="size-5 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-open:inline" />
        Menu
      </summary>
      <nav
        aria-label="Main (full list)"
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100vh-5rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pb-6 shadow-lg"
      >
        <ul>
          {items.map((item) => (
            <li key={item.href} className="border-b border-stone-200 py-3">
              <MenuLink item={item} className="text-lg font-semibold text-navy-900" />
              {item.children && (
                <SubmenuList
                  className="mt-2 grid gap-1 pl-3 sm:grid-cols-2"
                  items={item.children}
                  linkClassName="block py-1.5 text-ink"
                />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
