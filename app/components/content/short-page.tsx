import type { ReactNode } from "react";
import type { Crumb } from "~/lib/structured-data";
import { PageHeader } from "./page-header";

/**
 * The frame of a short working page (a sign-in link, a saved quote, a closed account): the
 * header, then one column kept to a readable measure.
 */
export function ShortPage({
  heading,
  lead,
  crumbs,
  children,
}: {
  heading: string;
  lead?: string;
  crumbs?: readonly Crumb[];
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader heading={heading} lead={lead} crumbs={crumbs} />
      <div className="mx-auto max-w-6xl px-4 py-12 [&>*]:max-w-3xl">{children}</div>
    </>
  );
}
