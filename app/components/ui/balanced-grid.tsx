import type { ReactNode } from "react";

// Written out in full so Tailwind finds the classes; gap-5 is 1.25rem.
const layouts = {
  2: "sm:[&>li]:basis-[calc((100%-1.25rem)/2)]",
  3: "sm:[&>li]:basis-[calc((100%-1.25rem)/2)] lg:[&>li]:basis-[calc((100%-2.5rem)/3)]",
} as const;

const phoneListClass =
  "divide-y divide-stone-200 overflow-hidden rounded-card border border-stone-200 bg-white sm:gap-5 sm:divide-y-0 sm:overflow-visible sm:rounded-none sm:border-0 sm:bg-transparent";

/**
 * Cards in rows of up to `columns`, where a last row that is not full is centred instead of
 * leaving a hole at its end (5 people in 3 columns: 3, then 2 in the middle). Children are <li>.
 */
export function BalancedGrid({
  count,
  columns = 3,
  phoneList = false,
  children,
}: {
  count: number;
  columns?: keyof typeof layouts;
  /**
   * On a phone (one column), the items as one bordered list with lines between them rather
   * than separate cards: no gaps or double borders, so more of them fit a screen.
   */
  phoneList?: boolean;
  children: ReactNode;
}) {
  // One card alone sits at the start, as text does, rather than alone in the middle.
  const align = count === 1 ? "justify-start" : "justify-center";
  return (
    <ul
      className={`flex flex-wrap ${phoneList ? phoneListClass : "gap-5"} ${align} [&>li]:basis-full ${layouts[columns]}`}
    >
      {children}
    </ul>
  );
}
