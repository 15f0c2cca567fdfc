import type { ReactNode } from "react";

/** A titled part of an admin screen: a section named by its own heading, for landmarks. */
export function AdminSection({
  id,
  title,
  className,
  headingClassName = "text-2xl",
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
