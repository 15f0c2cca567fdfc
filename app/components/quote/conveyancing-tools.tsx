import { Calculator, PoundSterling } from "lucide-react";
import { Link } from "react-router";

/** Links to the two calculators, on the conveyancing and residential price pages. */
export function ConveyancingTools() {
  return (
    <aside aria-label="Conveyancing calculators" className="mb-12 grid gap-4 md:grid-cols-2">
      <Link
        to="/services/conveyancing/conveyancing-costs"
        className="flex items-center gap-3 rounded-lg border-2 border-navy-900 bg-white p-5 text-lg font-semibold no-underline hover:bg-paper"
      >
        <PoundSterling aria-hidden="true" className="size-6 shrink-0" />
        Get an instant conveyancing quote
      </Link>
      <Link
        to="/services/conveyancing/stamp-duty-calculator"
        className="flex items-center gap-3 rounded-lg border-2 border-navy-900 bg-white p-5 text-lg font-semibold no-underline hover:bg-paper"
      >
        <Calculator aria-hidden="true" className="size-6 shrink-0" />
        Work out your stamp duty
      </Link>
    </aside>
  );
}
