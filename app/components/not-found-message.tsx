import { SiteLink } from "~/components/site-link";
import { useFirm } from "~/lib/firm/use-firm";
import { weekdayOfficeHours } from "~/shared/firm/office-hours";
import { PhoneLink } from "./phone-number";

export function NotFoundMessage() {
  const { hours } = useFirm();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 [&>*]:max-w-3xl">
      <p className="font-semibold text-accent-700">Error 404</p>
      <h1 className="mt-2 text-display">We can't find that page</h1>
      <p className="mt-4 text-lg">
        The page may have moved, or the address may be mistyped. These may help:
      </p>
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
          Call us on <PhoneLink />, {weekdayOfficeHours(hours)}
        </li>
      </ul>
    </div>
  );
}

export function ErrorMessage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 [&>*]:max-w-3xl">
      <h1 className="text-display">Something went wrong</h1>
      <p className="mt-4 text-lg">
        Sorry, something went wrong on our side. Please try again in a moment, or call us on{" "}
        <PhoneLink />.
      </p>
    </div>
  );
}

export function TooLargeMessage() {
  const { hours } = useFirm();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 [&>*]:max-w-3xl">
      <p className="font-semibold text-accent-700">Error 413</p>
      <h1 className="mt-2 text-display">That was more than we can accept</h1>
      <p className="mt-4 text-lg">
        What you sent was larger than this form takes, so nothing was saved. Please go back, shorten
        your message or choose a smaller file, and send it again. If it is easier, call us on{" "}
        <PhoneLink />, {weekdayOfficeHours(hours)}.
      </p>
    </div>
  );
}

/** 400 or 415: a page's form was sent in a shape no form of ours sends, so nothing was saved. */
export function UnreadableMessage() {
  const { hours } = useFirm();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 [&>*]:max-w-3xl">
      <h1 className="text-display">We could not read what was sent</h1>
      <p className="mt-4 text-lg">
        What reached us was not a form we could read, so nothing was saved. Please go back, reload
        the page and send it again. If it is easier, call us on <PhoneLink />,{" "}
        {weekdayOfficeHours(hours)}.
      </p>
    </div>
  );
}

/** 405: a page was asked to do something (PUT, DELETE…) that pages never do. */
export function WrongMethodMessage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 [&>*]:max-w-3xl">
      <h1 className="text-display">That cannot be done here</h1>
      <p className="mt-4 text-lg">
        This page can be read, and its forms sent, but not changed in the way that was asked.
        Nothing was saved. You can go to the <SiteLink to="/">home page</SiteLink> or call us on{" "}
        <PhoneLink />.
      </p>
    </div>
  );
}

/** Any other 4xx the server refuses before a page runs (a post from another website). */
export function RefusedMessage() {
  const { hours } = useFirm();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 [&>*]:max-w-3xl">
      <h1 className="text-display">We could not accept that request</h1>
      <p className="mt-4 text-lg">
        Nothing was saved. If you were sending one of our forms, please go back, reload the page and
        send it again. If it is easier, call us on <PhoneLink />, {weekdayOfficeHours(hours)}.
      </p>
    </div>
  );
}
