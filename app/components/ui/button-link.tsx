import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";

const styles = {
  primary: "bg-accent-700 text-white hover:bg-accent-800 border-accent-700",
  secondary: "bg-white text-navy-900 hover:bg-paper border-navy-900",
} as const;

/** A link styled as a large button: the site's calls to action. */
const sizes = {
  /** Calls to action in the page. */
  regular: "min-h-12 px-5 py-2.5 text-lg",
  /** Beside other content in a tight space: the phone's first screen. */
  compact: "min-h-11 px-4 py-2 text-base",
} as const;

export function ButtonLink({
  to,
  children,
  variant = "primary",
  size = "regular",
  className: extra = "",
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof styles;
  size?: keyof typeof sizes;
  /** Layout only ("w-full", "mt-4"): the look comes from the variant and size. */
  className?: string;
}) {
  // A label wider than a 320 px phone's box ("Book a free consultation" in the navy call to
  // action) wraps there rather than pushing the page sideways; from sm up it keeps one line.
  const className = `inline-flex items-center justify-center gap-2 rounded-md border-2 text-center font-semibold sm:whitespace-nowrap no-underline ${sizes[size]} ${styles[variant]} ${extra}`;
  if (/^(tel|mailto|https?):/.test(to)) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink to={to} className={className}>
      {children}
    </SiteLink>
  );
}
