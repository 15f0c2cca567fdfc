export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("");
}

/**
 * Until the firm uploads a photo: a monogram, set like a brass name plate in the illustrations'
 * palette (stone ground, a fine gold frame, navy serif initials over a short gold rule). It is
 * drawn at the size a photo would take and no larger, so a card without a photo still reads as
 * the person's name and role first. Decorative: the name is always written beside it.
 */
export function MonogramPortrait({ name, className }: { name: string; className: string }) {
  const initials = initialsOf(name);
  return (
    <svg
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-initials={initials}
    >
      <rect width="96" height="96" fill="#e8e2d6" />
      <rect
        x="7"
        y="7"
        width="82"
        height="82"
        rx="3"
        fill="#f7f4ee"
        stroke="#b8893b"
        strokeWidth="1.5"
      />
      <text
        x="48"
        y="55"
        textAnchor="middle"
        fill="#1b2a4a"
        fontSize={initials.length > 2 ? 22 : 28}
        fontWeight="600"
        letterSpacing="1"
        className="font-serif"
      >
        {initials}
      </text>
      <path d="M38 66h20" stroke="#b8893b" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
