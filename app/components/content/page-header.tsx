import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";
import type { Crumb } from "~/lib/structured-data";

/** The page's one <h1>, its lead, and where it sits in the site. */
export function PageHeader({
  heading,
  lead,
  crumbs = [],
  actions,
  children,
}: {
  heading: string;
  lead?: string;
  crumbs?: readonly Crumb[];
  /** The page's next steps, right under the lead. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-stone-200 bg-white">
      <div className="relative mx-auto max-w-6xl px-4 py-10 md:py-14">
        {crumbs.length > 0 && (
          <nav aria-label="Breadcrumb" className="mb-4 text-sm">
            <ol className="flex flex-wrap gap-x-2">
              {[{ name: "Home", path: "/" }, ...crumbs].map((crumb, i, all) => (
                <li key={crumb.path} className="flex gap-2">
                  {i < all.length - 1 ? (
                    <>
                      <SiteLink to={crumb.path}>{crumb.name}</SiteLink>
                      <span aria-hidden="true">/</span>
                    </>
                  ) : (
                    <span aria-current="page">{crumb.name}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 className="max-w-3xl text-display">{heading}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lead text-muted">{lead}</p>}
        {actions}
        {children}
      </div>
    </div>
  );
}
