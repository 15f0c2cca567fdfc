import { SiteLink } from "~/components/site-link";
import { useFirm } from "~/lib/firm/use-firm";

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
      <svg
        width="40"
        height="40"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <rect width="40" height="40" rx="6" fill={tone === "light" ? "#f7f4ee" : "#1b2a4a"} />
        <path d="M8 31h24" stroke="#b8893b" strokeWidth="2" />
        <text
          x="20"
          y="25"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontSize="15"
          fontWeight="600"
          fill={tone === "light" ? "#1b2a4a" : "#f7f4ee"}
        >
          C&amp;H
        </text>
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-xl font-semibold">{firm.shortName}</span>
        <span className="text-sm tracking-wide opacity-90">Solicitors</span>
      </span>
    </SiteLink>
  );
}
