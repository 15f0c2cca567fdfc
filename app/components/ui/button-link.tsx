import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";

const styles = {
  primary: "bg-accent-700 text-white hover:bg-accent-800 border-accent-700",
  secondary: "bg-white text-navy-900 hover:bg-paper border-navy-900",
} as const;

/** A link styled as a large button: the site's calls to action. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof styles;
}) {
  const className = `inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 px-5 py-2.5 text-lg font-semibold no-underline ${styles[variant]}`;
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
