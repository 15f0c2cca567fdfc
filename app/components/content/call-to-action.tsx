import type { ReactNode } from "react";
import { useFirm } from "~/lib/firm/use-firm";
import { phoneHref } from "~/shared/firm/contact-links";
import { PhoneNumber } from "../phone-number";
import { ButtonLink } from "../ui/button-link";

/**
 * The step we offer everywhere, a free consultation, beside a second way to reach us: a call
 * unless the page offers another.
 */
export function NextStepButtons({
  className,
  size = "regular",
  other = <CallButton size={size} />,
}: {
  /** Spacing above the buttons: "mt-6". */
  className: string;
  size?: "regular" | "compact";
  other?: ReactNode;
}) {
  return (
    <div className={`${className} flex flex-wrap gap-3 sm:gap-4`}>
      <ButtonLink to="/consultation" size={size}>
        Book a free consultation
      </ButtonLink>
      {other}
    </div>
  );
}

/** "Call 0161 496 0000", dialling the number in the firm's facts. */
function CallButton({ size }: { size: "regular" | "compact" }) {
  const { phone } = useFirm();
  return (
    <ButtonLink to={phoneHref(phone)} variant="secondary" size={size}>
      {size === "compact" ? (
        // Both buttons on one line of a phone: the number itself is in the header strip above.
        <>
          <span className="sm:hidden">Call us</span>
          <span className="hidden sm:inline">
            Call <PhoneNumber />
          </span>
        </>
      ) : (
        // One flex item: the button's gap would otherwise open between "Call" and the number.
        <span>
          Call <PhoneNumber />
        </span>
      )}
    </ButtonLink>
  );
}

/** Repeated at the end of every long page: the two next steps a visitor can take. */
export function CallToAction({
  heading = "Talk to us, free of charge",
  body = "Book a free 30-minute first consultation at our Bramhall or Heaton Moor office, by phone or by video. There is no obligation.",
}: {
  heading?: string;
  body?: string;
}) {
  return (
    <section
      aria-label="Next steps"
      className="on-dark mt-14 rounded-lg bg-navy-900 p-8 text-white"
    >
      <h2 className="text-title text-white">{heading}</h2>
      <p className="mt-3 max-w-2xl text-lg">{body}</p>
      <NextStepButtons className="mt-6" />
    </section>
  );
}
