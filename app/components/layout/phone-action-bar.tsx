import { CalendarCheck, Phone } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { useFirm } from "~/lib/firm/use-firm";
import { phoneHref } from "~/shared/firm/contact-links";

/** Its id: app/app.css pads the page, and lifts the notifications, only where it is. */
export const PHONE_ACTIONS_ID = "phone-actions";

/**
 * A phone's slim Call / Book bar, fixed to the bottom of reading pages (docs/design.md, "Phones
 * first"). Server HTML and CSS alone: fixed from the first paint, so nothing shifts when it
 * arrives. Below the header (z-30 under its z-40), so the open phone menu covers it rather than
 * it covering the menu's last entries; app/app.css keeps the page's content, a focused element
 * and the notifications clear of it. Not on working pages, where the form is the next step.
 */
export function PhoneActionBar() {
  const { phone } = useFirm();
  return (
    <nav
      id={PHONE_ACTIONS_ID}
      aria-label="Call or book"
      className="fixed inset-x-0 bottom-0 z-30 h-(--phone-bar-space) border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom,0px)] shadow-[0_-2px_8px_rgb(27_42_74/0.08)] md:hidden print:hidden"
    >
      <div className="flex h-full items-center gap-3 px-4">
        <ButtonLink to={phoneHref(phone)} variant="secondary" size="compact" className="flex-1">
          <Phone aria-hidden="true" className="size-5" />
          <span>
            Call<span className="sr-only">{` us on ${phone}`}</span>
          </span>
        </ButtonLink>
        <ButtonLink to="/consultation#book" size="compact" className="flex-1">
          <CalendarCheck aria-hidden="true" className="size-5" />
          <span>
            Book<span className="sr-only"> a free consultation</span>
          </span>
        </ButtonLink>
      </div>
    </nav>
  );
}
