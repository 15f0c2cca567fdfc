import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { MenuItem } from "~/config/navigation";
import { MenuLink, SubmenuList } from "./menu-links";

/**
 * Disclosure navigation (WAI-ARIA APG "disclosure navigation menu"): each group is a button
 * with aria-expanded controlling a list of links. Opens on click; closes on a click outside,
 * on Escape (focus returns to the button), when focus leaves the group, or when a link is used.
 */
export function DesktopNav({ items }: { items: readonly MenuItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const groupRefs = useRef<Array<HTMLLIElement | null>>([]);
  const idPrefix = useId();

  useEffect(() => {
    if (openIndex === null) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      buttonRefs.current[openIndex]?.focus();
      setOpenIndex(null);
    };
    const closeOnFocusElsewhere = (event: FocusEvent) => {
      if (!groupRefs.current[openIndex]?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("focusin", closeOnFocusElsewhere);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("focusin", closeOnFocusElsewhere);
    };
  }, [openIndex]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item, index) => {
          const panelId = `${idPrefix}-panel-${index}`;
          if (!item.children) {
            return (
              <li key={item.href}>
                <MenuLink item={item} className={topLevelClass} />
              </li>
            );
          }
          const open = openIndex === index;
          return (
            <li
              key={item.href}
              ref={(el) => {
                groupRefs.current[index] = el;
              }}
              className="relative"
            >
              <button
                ref={(el) => {
                  buttonRefs.current[index] = el;
                }}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className={`${topLevelClass()} inline-flex items-center gap-1`}
              >
                {item.name}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
                />
              </button>
              <SubmenuList
                id={panelId}
                hidden={!open}
                className="absolute left-0 top-full z-50 mt-2 w-72 rounded-md border border-stone-200 bg-white py-2 shadow-lg"
                items={item.children}
                onNavigate={() => setOpenIndex(null)}
                linkClassName={({ isActive }) =>
                  `block px-4 py-2 text-base no-underline hover:bg-paper hover:underline ${
                    isActive ? "font-semibold text-navy-900" : "text-ink"
                  }`
                }
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function topLevelClass({ isActive = false }: { isActive?: boolean } = {}) {
  return `rounded px-3 py-2 text-base font-semibold no-underline hover:bg-paper ${
    isActive ? "text-accent-700" : "text-navy-900"
  }`;
}
