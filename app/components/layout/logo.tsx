import { SiteLink } from "~/components/site-link";
import { useFirm } from "~/lib/firm/use-firm";

/** The monogram's tile and letters, for a light or a dark background. */
const markTones = {
  dark: "bg-navy-900 text-paper",
  light: "bg-paper text-navy-900",
};

/** The firm's mark and name; links home from the header and footer. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const firm = useFirm();
  const text = tone === "light" ? "text-white" : "text-navy-900";
  return (
    <SiteLink
      to="/"
      className={`inline-flex items-center gap-3 no-underline ${text}`}
      aria-label={`${firm.name}, home`}
    >
      {/* The mark is drawn with CSS, its letters generated content: as an SVG picture each of
          the two on a page was an isolated SVG document costing 10-25 ms of main-thread work
          before the first paint; and letters in the markup would count as the link's visible
          text, which then would not match its name (axe's label-content-name-mismatch). */}
      <span
        aria-hidden="true"
        data-logo-mark=""
        className={`relative inline-flex size-10 shrink-0 items-center justify-center rounded-md pb-0.5 font-serif text-[15px] leading-none font-semibold before:content-['C&H'] after:absolute after:inset-x-2 after:bottom-2 after:h-0.5 after:bg-gold-500 after:content-[''] ${markTones[tone]}`}
      />
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-xl font-semibold">{firm.shortName}</span>
        {/* Read as "Carrow & Hale Solicitors", the start of the link's name (WCAG 2.5.3). */}{" "}
        <span className="text-sm tracking-wide opacity-90">Solicitors</span>
      </span>
    </SiteLink>
  );
}
