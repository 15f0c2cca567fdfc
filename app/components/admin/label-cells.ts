import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from "react";

/** A column's name, or one only screen readers hear (a column of buttons needs no caption). */
export type AdminColumn = string | { label: string; visuallyHidden: true };

export const columnLabel = (column: AdminColumn) =>
  typeof column === "string" ? column : column.label;

type WithChildren = ReactElement<{ children?: ReactNode }>;

/** A row's cells, with the fragments a row renderer may return opened up. */
function cellsOf(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement(child) && child.type === Fragment
      ? cellsOf((child as WithChildren).props.children)
      : [child],
  );
}

/**
 * Gives each body cell its column's name as `data-label`, which the stacked layout on a phone
 * shows above the value. Done here, once, so no screen has to repeat its column names in every
 * cell and the names can never drift from the headers. A hidden column's cells get none.
 */
export function labelCells(rows: ReactNode, columns: readonly AdminColumn[]): ReactNode {
  return Children.map(rows, (row) => {
    if (!isValidElement(row)) return row;
    const cells = cellsOf((row as WithChildren).props.children).map((cell, i) => {
      const column = columns[i];
      if (!isValidElement(cell) || column === undefined || typeof column !== "string") return cell;
      return cloneElement(cell as ReactElement<Record<string, unknown>>, { "data-label": column });
    });
    return cloneElement(row as WithChildren, undefined, ...cells);
  });
}
