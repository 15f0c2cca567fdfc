import type { ReactNode } from "react";

/**
 * A part of the account page named by its heading: a section (h2) in the page's table of
 * contents, or a form or group within one (h3). The heading's id is `${id}-heading`, which the
 * contents links and a form's own aria-labelledby point at.
 */
export function AccountSection({
  id,
  heading,
  level = 2,
  className,
  children,
}: {
  id: string;
  heading: string;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <Heading id={`${id}-heading`} className={level === 2 ? "text-title" : "text-heading"}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
