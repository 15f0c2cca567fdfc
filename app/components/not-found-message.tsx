import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";
import { useFirm } from "~/lib/firm/use-firm";
import { weekdayOfficeHours } from "~/shared/firm/office-hours";
import { PhoneLink } from "./phone-number";

/** The frame every error page shares: the status for the two people meet most, a heading, what to do. */
function StatusMessage({
  code,
  heading,
  lead,
  children,
}: {
  /** Shown above the heading for the errors people recognise by number. */
  code?: 404 | 413;
  heading: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 [&>*]:max-w-3xl">
      {code && <p className="font-semibold text-accent-700">{`Error ${code}`}</p>}
      <h1 className={code ? "mt-2 text-display" : "text-display"}>{heading}</h1>
      <p className="mt-4 text-lg">{lead}</p>
      {children}
    </div>
  );
}

/** Our number and weekday hours: the way out every error page offers. */
function PhoneAndHours() {
  const { hours } = useFirm();
  return (
    <>
      <PhoneLink />, {weekdayOfficeHours(hours)}
    </>
  );
}

export function NotFoundMessage() {
  return (
    <StatusMessage
      code={404}
      heading="We can't find that page"
      lead="The page may have moved, or the address may be mistyped. These may help:"
    >
      <ul className="mt-4 list-disc space-y-1 pl-6">
        <li>
          <SiteLink to="/">Go to the home page</SiteLink>
        </li>
        <li>
          <SiteLink to="/services">See all our legal services</SiteLink>
        </li>
        <li>
          <SiteLink to="/sitemap">Browse every page on the sitemap</SiteLink>
        </li>
        <li>
          Call us on <PhoneAndHours />
        </li>
      </ul>
    </StatusMessage>
  );
}

export function ErrorMessage() {
  return (
    <StatusMessage
      heading="Something went wrong"
      lead={
        <>
          Sorry, something went wrong on our side. Please try again in a moment, or call us on{" "}
          <PhoneLink />.
        </>
      }
    />
  );
}

export function TooLargeMessage() {
  return (
    <StatusMessage
      code={413}
      heading="That was more than we can accept"
      lead={
        <>
          What you sent was larger than this form takes, so nothing was saved. Please go back,
          shorten your message or choose a smaller file, and send it again. If it is easier, call us
          on <PhoneAndHours />.
        </>
      }
    />
  );
}

/** 400 or 415: a page's form was sent in a shape no form of ours sends, so nothing was saved. */
export function UnreadableMessage() {
  return (
    <StatusMessage
      heading="We could not read what was sent"
      lead={
        <>
          What reached us was not a form we could read, so nothing was saved. Please go back, reload
          the page and send it again. If it is easier, call us on <PhoneAndHours />.
        </>
      }
    />
  );
}

/** 405: a page was asked to do something (PUT, DELETE…) that pages never do. */
export function WrongMethodMessage() {
  return (
    <StatusMessage
      heading="That cannot be done here"
      lead={
        <>
          This page can be read, and its forms sent, but not changed in the way that was asked.
          Nothing was saved. You can go to the <SiteLink to="/">home page</SiteLink> or call us on{" "}
          <PhoneLink />.
        </>
      }
    />
  );
}

/** Any other 4xx the server refuses before a page runs (a post from another website). */
export function RefusedMessage() {
  return (
    <StatusMessage
      heading="We could not accept that request"
      lead={
        <>
          Nothing was saved. If you were sending one of our forms, please go back, reload the page
          and send it again. If it is easier, call us on <PhoneAndHours />.
        </>
      }
    />
  );
}
