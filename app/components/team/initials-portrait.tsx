export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("");
}

/**
 * Until the firm uploads a photo: the person's initials drawn in the style of the site's
 * illustrations (paper, a stone circle, a gold arc, navy serif letters), so it reads as
 * designed rather than missing. Decorative: the name is always written beside it.
 */
export function InitialsPortrait({ name, className }: { name: string; className: string }) {
  return (
    <svg
      viewBox="0 0 240 240"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-initials={initialsOf(name)}
    >
      <rect width="240" height="240" fill="#f7f4ee" />
      <circle cx="120" cy="126" r="86" fill="#e8e2d6" />
      <path
        d="M46 118a74 74 0 0 1 148 0"
        fill="none"
        stroke="#b8893b"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M62 196h116" stroke="#b8893b" strokeWidth="3" strokeLinecap="round" opacity=".5" />
      <text
        x="120"
        y="146"
        textAnchor="middle"
        fill="#1b2a4a"
        fontSize="60"
        fontWeight="600"
        className="font-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
