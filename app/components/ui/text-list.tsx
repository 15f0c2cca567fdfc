/**
 * A list of plain sentences, such as what a fee includes or a solicitor's qualifications. Each
 * sentence is its own key, as no two in one list are the same; the caller gives the look.
 */
export function TextList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
