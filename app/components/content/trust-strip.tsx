import { CalendarCheck, Landmark, MapPin, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useFirm } from "~/lib/firm/use-firm";
import { sraRegisterUrl } from "~/shared/firm/disclosures";

/**
 * Why a visitor can trust the firm, shown rather than claimed (docs/design.md): facts a reader can
 * check, each in a few words. Four items, so the grid has no holes at two or four columns.
 */
export function TrustStrip({ children }: { children?: ReactNode }) {
  const firm = useFirm();
  const { offices } = firm;
  const facts = [
    {
      icon: ShieldCheck,
      title: "Regulated by the SRA",
      body: (
        <>
          SRA number{" "}
          <a href={sraRegisterUrl} className="whitespace-nowrap">
            {firm.sraNumber}
          </a>
        </>
      ),
    },
    { icon: Landmark, title: `Since ${firm.founded}`, body: `A local firm in ${firm.region}` },
    {
      icon: MapPin,
      title: `${offices.length === 2 ? "Two" : offices.length} offices`,
      body: offices.map((o) => o.locality).join(" and "),
    },
    {
      icon: CalendarCheck,
      title: "Free first consultation",
      body: "30 minutes, with no obligation",
    },
  ];
  return (
    <section aria-labelledby="trust-heading" className="border-y border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="trust-heading" className="sr-only">
          Why you can trust us
        </h2>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-6 lg:grid-cols-4">
          {facts.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-accent-700" />
              <p>
                <span className="block font-semibold text-navy-900">{title}</span>
                <span className="block text-small text-muted">{body}</span>
              </p>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
