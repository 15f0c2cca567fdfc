import type { ComponentProps } from "react";
import type { NavLinkProps } from "react-router";
import { SiteNavLink } from "~/components/site-link";
import type { MenuItem } from "~/config/navigation";

/**
 * One menu entry: a link marked as current only on its own page (not on the pages below it).
 * The enhancement script closes the menu around it when it is followed (app/enhance/menus.ts).
 */
export function MenuLink({
  item,
  className,
}: {
  item: MenuItem;
  className?: NavLinkProps["className"];
}) {
  return (
    <SiteNavLink to={item.href} end className={className}>
      {item.name}
    </SiteNavLink>
  );
}

/** The entries under a menu group: the desktop menu's panel, the mobile menu's sub-list. */
export function SubmenuList({
  items,
  linkClassName,
  ...list
}: ComponentProps<"ul"> & {
  items: readonly MenuItem[];
  linkClassName: NavLinkProps["className"];
}) {
  return (
    <ul {...list}>
      {items.map((child) => (
        // Two entries may share an address ("See more services" is /services again).
        <li key={`${child.name}-${child.href}`}>
          <MenuLink item={child} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/** A disclosure's summary without the browser's own triangle (the menus draw their own). */
export const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";
