import { forwardRef } from "react";
import { Link, type LinkProps, NavLink, type NavLinkProps, useMatches } from "react-router";
import { needsFullLoad } from "~/shared/routing/page-kinds";
import { pageKindOfMatches } from "~/shared/routing/route-handle";

function useFullLoad(to: LinkProps["to"], reloadDocument: boolean | undefined): boolean {
  const fromKind = pageKindOfMatches(useMatches());
  if (reloadDocument !== undefined) return reloadDocument;
  return needsFullLoad(typeof to === "string" ? to : (to.pathname ?? "/"), fromKind);
}

/**
 * The one link component for the site's own pages. From a working page to another working
 * page it navigates in the browser; to a reading page (which has no framework code to run)
 * it is an ordinary full page load. On reading pages nothing hydrates, so it is a plain link.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, LinkProps>(function SiteLink(
  { reloadDocument, ...props },
  ref,
) {
  return <Link ref={ref} {...props} reloadDocument={useFullLoad(props.to, reloadDocument)} />;
});

/** SiteLink for menus: marks the current page (aria-current) as NavLink does. */
export const SiteNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function SiteNavLink(
  { reloadDocument, ...props },
  ref,
) {
  return <NavLink ref={ref} {...props} reloadDocument={useFullLoad(props.to, reloadDocument)} />;
});
