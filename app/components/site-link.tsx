import { type AnchorHTMLAttributes, forwardRef } from "react";
import {
  createPath,
  Link,
  type LinkProps,
  NavLink,
  type NavLinkProps,
  type To,
  useLocation,
} from "react-router";
import { DISCOVER_ON_INTENT } from "~/lib/routing/discover-on-intent";
import { usePageKind } from "~/lib/routing/page-kind";
import { needsFullLoad } from "~/shared/routing/page-kinds";

function useFullLoad(to: LinkProps["to"], reloadDocument: boolean | undefined): boolean {
  const fromKind = usePageKind();
  if (reloadDocument !== undefined) return reloadDocument;
  return needsFullLoad(typeof to === "string" ? to : (to.pathname ?? "/"), fromKind);
}

/** An address of this site from its root (or a fragment): its href is the same wherever it is. */
function rootedHref(to: To): string | undefined {
  const href = typeof to === "string" ? to : createPath(to);
  return href.startsWith("/") || href.startsWith("#") ? href : undefined;
}

/**
 * A link React Router follows in the browser learns its route when someone shows intent to
 * follow it, not as soon as the page hydrates (ADR 038); a link that says how it is discovered
 * keeps its own choice.
 */
function discoveredOnIntent(
  discover: LinkProps["discover"],
  fullLoad: boolean,
): { discover?: LinkProps["discover"]; [DISCOVER_ON_INTENT]?: "" } {
  if (fullLoad || discover !== undefined) return {};
  return { discover: "none", [DISCOVER_ON_INTENT]: "" };
}

/** What React Router's links take that an <a> does not. */
function anchorAttributes({
  discover: _discover,
  prefetch: _prefetch,
  relative: _relative,
  replace: _replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  viewTransition: _viewTransition,
  to: _to,
  ...rest
}: Omit<LinkProps, "reloadDocument">): AnchorHTMLAttributes<HTMLAnchorElement> {
  return rest;
}

/**
 * The one link component for the site's own pages. From a working page to another working
 * page it navigates in the browser; to a reading page (which has no framework code to run)
 * it is an ordinary full page load, and then it is a plain <a>: React Router's Link would only
 * resolve the same address again, and a page's hundred header and footer links made that a
 * third of the time a page took to render (bench:http, ADR 036). On reading pages nothing
 * hydrates, so every link is a plain link.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, LinkProps>(function SiteLink(
  { reloadDocument, ...props },
  ref,
) {
  const fullLoad = useFullLoad(props.to, reloadDocument);
  const href = rootedHref(props.to);
  if (fullLoad && href !== undefined) {
    return <a ref={ref} {...anchorAttributes(props)} href={href} />;
  }
  return (
    <Link
      ref={ref}
      {...discoveredOnIntent(props.discover, fullLoad)}
      {...props}
      reloadDocument={fullLoad}
    />
  );
});

/** Whether the current page is at `to` or under it, as NavLink decides (not case-sensitive). */
function isCurrent(locationPath: string, to: string, end: boolean | undefined): boolean {
  const here = locationPath.toLowerCase();
  const there = (to.split(/[?#]/)[0] ?? "/").toLowerCase();
  const endOfPath = there !== "/" && there.endsWith("/") ? there.length - 1 : there.length;
  return here === there || (!end && here.startsWith(there) && here.charAt(endOfPath) === "/");
}

/** SiteLink for menus: marks the current page (aria-current) as NavLink does. */
export const SiteNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function SiteNavLink(
  { reloadDocument, ...props },
  ref,
) {
  const fullLoad = useFullLoad(props.to, reloadDocument);
  const { pathname } = useLocation();
  const href = rootedHref(props.to);
  if (fullLoad && href !== undefined && !href.startsWith("#")) {
    const {
      className,
      style,
      children,
      end,
      caseSensitive: _caseSensitive,
      "aria-current": ariaCurrent = "page",
      ...rest
    } = props;
    const isActive = isCurrent(pathname, href, end);
    const state = { isActive, isPending: false, isTransitioning: false };
    const classes =
      typeof className === "function"
        ? className(state)
        : [className, isActive ? "active" : null].filter(Boolean).join(" ") || undefined;
    return (
      <a
        ref={ref}
        {...anchorAttributes(rest)}
        href={href}
        aria-current={isActive ? ariaCurrent : undefined}
        className={classes}
        style={typeof style === "function" ? style(state) : style}
      >
        {typeof children === "function" ? children(state) : children}
      </a>
    );
  }
  return (
    <NavLink
      ref={ref}
      {...discoveredOnIntent(props.discover, fullLoad)}
      {...props}
      reloadDocument={fullLoad}
    />
  );
});
