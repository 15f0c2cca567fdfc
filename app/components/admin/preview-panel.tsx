import type { ReactNode } from "react";

/**
 * The frame of an admin screen's preview: a dashed box headed "Preview: not saved", so what it
 * shows is never mistaken for the live site. `className` places it on the screen.
 */
export function PreviewPanel({
  id,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`${className} rounded-lg border-2 border-dashed border-stone-300 bg-white p-5`}
    >
      <h2 id={id} className="text-sm font-semibold uppercase text-muted">
        Preview: not saved
      </h2>
      {children}
    </section>
  );
}
