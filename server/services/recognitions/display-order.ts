export type MoveDirection = "up" | "down";

/**
 * The ids in their order after moving one a place up or down; undefined when the id is not in
 * the list. The first cannot go up and the last cannot go down: the order stays as it is.
 */
export function orderAfterMove(
  ids: readonly string[],
  id: string,
  direction: MoveDirection,
): string[] | undefined {
  const index = ids.indexOf(id);
  if (index === -1) return undefined;
  const target = direction === "up" ? index - 1 : index + 1;
  const order = [...ids];
  if (target < 0 || target >= order.length) return order;
  [order[index], order[target]] = [order[target] as string, order[index] as string];
  return order;
}

/**
 * Moves a row a place, renumbering the list 1..n so ties (rows added in one instant, or by
 * hand) cannot leave two rows in the same place. `rows` must be read in order and locked.
 */
export async function moveInOrder(
  rows: ReadonlyArray<{ id: string; sortOrder: number }>,
  id: string,
  direction: MoveDirection,
  setOrder: (id: string, sortOrder: number) => Promise<void>,
): Promise<"moved" | "not-found"> {
  const order = orderAfterMove(
    rows.map((r) => r.id),
    id,
    direction,
  );
  if (!order) return "not-found";
  for (const [i, rowId] of order.entries()) {
    if (rows.find((r) => r.id === rowId)?.sortOrder !== i + 1) await setOrder(rowId, i + 1);
  }
  return "moved";
}

/** The place after the last: a new row goes to the end of the list. */
export const nextPlace = (last: number | null | undefined) => (last ?? 0) + 1;
