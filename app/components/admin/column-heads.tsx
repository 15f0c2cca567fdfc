/** An admin table's header row: one column heading per name, in order. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr className="border-b-2 border-ink">
        {names.map((name) => (
          <th key={name} scope="col" className="px-2 py-2">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
