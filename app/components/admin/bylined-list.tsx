import { formatDateTime } from "~/lib/admin/office-format";

const looks = {
  /** Staff's notes: each in a card, the words as written. */
  notes: {
    list: "mt-3 space-y-4",
    item: "rounded-lg border border-stone-200 bg-white p-4",
    text: "whitespace-pre-wrap",
    byline: "mt-2 text-muted",
  },
  /** A record's audit entries: what was done, in bold, on a rule. */
  history: {
    list: "mt-3 space-y-3",
    item: "border-l-4 border-navy-100 pl-4",
    text: "font-semibold",
    byline: "text-muted",
  },
} as const;

/**
 * Things people wrote or did, oldest first, each with "Sam Jones, 22 Nov 2026, 2:05 PM" under
 * it; a line saying so when there are none.
 */
export function BylinedList({
  items,
  empty,
  look,
}: {
  items: ReadonlyArray<{ id: string; text: string; name: string; at: string }>;
  empty: string;
  look: keyof typeof looks;
}) {
  if (items.length === 0) return <p className="mt-3">{empty}</p>;
  const classes = looks[look];
  return (
    <ol className={classes.list}>
      {items.map((item) => (
        <li key={item.id} className={classes.item}>
          <p className={classes.text}>{item.text}</p>
          <p className={classes.byline}>
            {`${item.name}, `}
            <time dateTime={item.at}>{formatDateTime(item.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
