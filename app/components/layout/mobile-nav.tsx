import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { MenuItem } from "~/config/navigation";
import { MenuLink, SubmenuList } from "./menu-links";

/** Below the desktop breakpoint: one toggle that shows every menu entry as a full list. */
export function MobileNav({ items }: { items: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-navy-900 px-3 py-2 font-semibold text-navy-900"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
        Menu
      </button>
      <nav
        id="mobile-menu"
        aria-label="Main (full list)"
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100vh-5rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pb-6 shadow-lg"
      >
        <ul>
          {items.map((item) => (
            <li key={item.href} className="border-b border-stone-200 py-3">
              <MenuLink
                item={item}
                onNavigate={close}
                className="text-lg font-semibold text-navy-900"
              />
              {item.children && (
                <SubmenuList
                  className="mt-2 grid gap-1 pl-3 sm:grid-cols-2"
                  items={item.children}
                  onNavigate={close}
                  linkClassName="block py-1.5 text-ink"
                />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
