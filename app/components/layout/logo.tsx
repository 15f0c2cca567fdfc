import { SiteLink } from "~/components/site-link";
import { useFirm } from "~/lib/firm/use-firm";

/** The firm's monogram on its tile, in the colours for a light or a dark background. */
function markFor(tone: "dark" | "light"): string {
  const [tile, letters] = tone === "light" ? ["#f7f4ee", "#1b2a4a"] : ["#1b2a4a", "#f7f4ee"];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="6" fill="${tile}"/><path d="M8 31h24" stroke="#b8893b" stroke-width="2"/><text x="20" y="25" text-anchor="middle" font-family="Georgia, serif" font-size="15" font-weight="600" fill="${letters}">C&amp;H</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const marks = { dark: markFor("dark"), light: markFor("light") };

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
      {/* An image, not inline SVG: the mark's letters would count as the link's visible text,
          which then would not match its name (axe's label-content-name-mismatch). */}
      <img src={marks[tone]} alt="" width="40" height="40" className="shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-xl font-semibold">{firm.shortName}</span>
        {/* Read as "Carrow & Hale Solicitors", the start of the link's name (WCAG 2.5.3). */}{" "}
        <span className="text-sm tracking-wide opacity-90">Solicitors</span>
      </span>
    </SiteLink>
  );
}
