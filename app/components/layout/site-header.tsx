import { Phone } from "lucide-react";
import { PhoneNumber } from "~/components/phone-number";
import { SiteLink } from "~/components/site-link";
import { mainMenu, topStripLinks } from "~/config/navigation";
import { useFirm } from "~/lib/firm/use-firm";
import { phoneHref } from "~/shared/firm/contact-links";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  const firm = useFirm();
  return (
    <>
      <nav aria-label="Contact shortcuts" className="on-dark bg-navy-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 text-sm">
          <a href={phoneHref(firm.phone)} className="inline-flex items-center gap-2 text-white">
            <Phone aria-hidden="true" className="size-4" />
            <span>
              <span className="sr-only">Call us on </span>
              <PhoneNumber />
            </span>
          </a>
          <ul className="flex items-center gap-4">
            {topStripLinks.map((link, i) => (
              <li key={link.href}>
                <SiteLink
                  to={link.href}
                  className={
                    i === 0
                      ? "inline-block rounded bg-accent-700 px-3 py-1 font-semibold text-white no-underline hover:bg-accent-800"
                      : "font-semibold text-white"
                  }
                >
                  {link.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Logo />
          <DesktopNav items={mainMenu} />
          <MobileNav items={mainMenu} />
        </div>
      </header>
    </>
  );
}
