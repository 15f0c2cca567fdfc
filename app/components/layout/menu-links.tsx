import type { ComponentProps } from "react";
import { NavLink, type NavLinkProps } from "react-router";
import type { MenuItem } from "~/config/navigation";

/**
 * One menu entry: a link marked as current only on its own page (not on the pages below it),
 * which tells the menu around it when it is used, so the menu can close.
 */
export function MenuLink({
  item,
  onNavigate,
  className,
}: {
  item: MenuItem;
  onNavigate?: () => void;
  className?: NavLinkProps["className"];
}) {
  return (
    <NavLink to={item.href} end onClick={onNavigate} className={className}>
      {item.name}
    </NavLink>
  );
}

/** The entries under a menu group: the desktop menu's panel, the mobile menu's sub-list. */
export function SubmenuList({
  items,
  onNavigate,
  linkClassName,
  ...list
}: ComponentProps<"ul"> & {
  items: readonly MenuItem[];
  onNavigate: () => void;
  linkClassName: NavLinkProps["className"];
}) {
  return (
    <ul {...list}>
      {items.map((child) => (
        // Two entries may share an address ("See more services" is /services again).
        <li key={`${child.name}-${child.href}`}>
          <MenuLink item={child} onNavigate={onNavigate} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
