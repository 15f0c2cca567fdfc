import type { ReactNode } from "react";
import type { Crumb } from "~/lib/structured-data";
import { CallToAction, NextStepButtons } from "./call-to-action";
import { ConsultationAside, type ConsultationAsideData } from "./consultation-aside";
import { PageHeader } from "./page-header";

/** What the header of a content page shows; most loaders return these fields as they are. */
export interface ContentPageHeader {
  heading: string;
  lead?: string;
  crumbs: readonly Crumb[];
}

/**
 * The frame every reading page shares: the header (heading, lead, breadcrumbs), the page's own
 * content, and the call to action at the end. On the 12-column grid of wide screens, a page
 * with an aside gives its text 8 columns (60-75 characters a line) and the aside 4.
 * `consultation` makes it a page people act on (service, guide, area): the booking action goes
 * into the header, inside the first screen on a phone, and the consultation card closes the
 * aside and stays in view (sticky) as the text scrolls past.
 */
export function ContentPage({
  header,
  intro,
  aside,
  consultation,
  asideFromLg = false,
  children,
}: {
  header: ContentPageHeader;
  /** Shown in the header after the lead: a date, a portrait, an illustration. */
  intro?: ReactNode;
  aside?: ReactNode;
  consultation?: ConsultationAsideData;
  /**
   * Show the aside only from 1024 px, beside the text. A page that opens with its key facts
   * (price, who, how long, book) already answers on a phone what the aside would repeat after
   * the last section, right before the closing call to action.
   */
  asideFromLg?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        heading={header.heading}
        lead={header.lead}
        crumbs={header.crumbs}
        actions={consultation && <NextStepButtons className="mt-6" size="compact" />}
      >
        {intro}
      </PageHeader>
      {aside || consultation ? (
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-12">
          <div className="min-w-0 lg:col-span-8">{children}</div>
          <div
            className={`flex-col gap-6 lg:col-span-4 ${asideFromLg ? "hidden lg:flex" : "flex"}`}
          >
            {aside}
            {consultation && (
              <div className="lg:sticky lg:top-28">
                <ConsultationAside {...consultation} />
              </div>
            )}
          </div>
          <div className="lg:col-span-12">
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
