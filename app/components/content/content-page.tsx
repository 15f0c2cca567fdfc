import type { ReactNode } from "react";
import type { Crumb } from "~/lib/structured-data";
import { CallToAction } from "./call-to-action";
import { PageHeader } from "./page-header";

/** What the header of a content page shows; most loaders return these fields as they are. */
export interface ContentPageHeader {
  heading: string;
  lead?: string;
  crumbs: readonly Crumb[];
}

/**
 * The frame every reading page shares: the header (heading, lead, breadcrumbs), the page's own
 * content, and the call to action at the end. Given an aside (an office card, a contact box),
 * the content and the aside sit side by side on wide screens, with the call to action below both.
 */
export function ContentPage({
  header,
  intro,
  aside,
  children,
}: {
  header: ContentPageHeader;
  /** Shown in the header after the lead: a date, a portrait, an illustration. */
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader heading={header.heading} lead={header.lead} crumbs={header.crumbs}>
        {intro}
      </PageHeader>
      {aside ? (
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_20rem]">
          <div>{children}</div>
          <div className="space-y-6">{aside}</div>
          <div className="lg:col-span-2">
            <CallToAction />
          </div>
        </div>
      ) : (
        <div className="mx-auto max-w-6xl px-4 py-12">
          {children}
          <CallToAction />
        </div>
      )}
    </>
  );
}
