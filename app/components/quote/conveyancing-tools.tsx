import { Calculator, type LucideIcon, PoundSterling } from "lucide-react";
import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";

/** Links to the two calculators, on the conveyancing and residential price pages. */
export function ConveyancingTools({ className = "mb-12" }: { className?: string }) {
  return (
    <aside
      aria-label="Conveyancing calculators"
      className={`grid gap-4 md:grid-cols-2 ${className}`}
    >
      <ToolLink to="/services/conveyancing/conveyancing-costs" Icon={PoundSterling}>
        Get an instant conveyancing quote
      </ToolLink>
      <ToolLink to="/services/conveyancing/stamp-duty-calculator" Icon={Calculator}>
        Work out your stamp duty
      </ToolLink>
    </aside>
  );
}

function ToolLink({ to, Icon, children }: { to: string; Icon: LucideIcon; children: ReactNode }) {
  return (
    <SiteLink
      to={to}
      className="flex items-center gap-3 rounded-lg border-2 border-navy-900 bg-white p-5 text-lg font-semibold no-underline hover:bg-paper"
    >
      <Icon aria-hidden="true" className="size-6 shrink-0" />
      {children}
    </SiteLink>
  );
}
