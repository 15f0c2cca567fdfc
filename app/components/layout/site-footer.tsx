import { SiteLink } from "~/components/site-link";
import {
  complianceMenu,
  footerAreaLinks,
  footerLegalLinks,
  footerQuickLinks,
  type MenuItem,
  servicesMenu,
} from "~/config/navigation";
import { useFirm } from "~/lib/firm/use-firm";
import { emailHref } from "~/shared/firm/contact-links";
import { currentYearInLondon } from "~/shared/time/format";
import { PhoneLink } from "../phone-number";
import { FirmDisclosures } from "./firm-disclosures";
import { Logo } from "./logo";
import { OfficeAddresses } from "./office-addresses";
import { SraBadge } from "./sra-badge";

function LinkColumn({ heading, links }: { heading: string; links: readonly MenuItem[] }) {
  return (
    <div>
      <h2 className="font-sans text-base font-semibold tracking-wide text-white uppercase">
        {heading}
      </h2>
      <ul className="mt-3 space-y-1.5">
        {links.map((link) => (
          <li key={`${link.name}-${link.href}`}>
            <SiteLink to={link.href} className="text-stone-200 hover:text-white">
              {link.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const year = currentYearInLondon();
  const firm = useFirm();
  return (
    <footer className="on-dark mt-16 bg-navy-950 text-stone-200 [&_a]:text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div className="space-y-4">
          <Logo tone="light" />
          <OfficeAddresses offices={firm.offices} />
          <p>
            Phone: <PhoneLink />
            <br />
            E-mail: <a href={emailHref(firm.email)}>{firm.email}</a>
          </p>
        </div>
        <nav aria-label="Footer" className="grid gap-8 sm:grid-cols-2 md:col-span-2 lg:grid-cols-3">
          <LinkColumn heading="Quick Links" links={footerQuickLinks} />
          <LinkColumn heading="Our Services" links={servicesMenu} />
          <LinkColumn heading="Compliance" links={complianceMenu} />
          <LinkColumn heading="Legal" links={footerLegalLinks} />
          <LinkColumn heading="Areas We Cover" links={footerAreaLinks} />
        </nav>
      </div>
      <div className="border-t border-navy-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between">
          <div className="space-y-2 text-sm">
            <p>{`© ${year} ${firm.name}. All rights reserved.`}</p>
            <FirmDisclosures facts={firm} />
          </div>
          <SraBadge />
        </div>
      </div>
    </footer>
  );
}
