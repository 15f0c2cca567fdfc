import { IntentForm } from "~/components/forms/intent-form";
import { londonDayTime } from "~/lib/admin/booking-format";
import { type CapacityPoolName, poolLabels } from "~/shared/schemas/consultation-filters";
import { AdminTable } from "../admin-table";

export interface BlockView {
  id: string;
  pool: CapacityPoolName | null;
  reason: string;
  /** Set: a closure the website announces. */
  publicReason: string | null;
  startsAt: string;
  endsAt: string;
}

/**
 * The blocks from now on, each with a button that removes it; a closure visitors are told of
 * only for admins, who alone announce one.
 */
export function BlockedTimes({
  blocks,
  canAnnounce,
}: {
  blocks: readonly BlockView[];
  canAnnounce: boolean;
}) {
  if (blocks.length === 0)
    return (
      <p className="mt-3 max-w-3xl">
        Nothing is blocked from now on. To stop bookings for a holiday, training or an office
        closure, block the time below.
      </p>
    );
  return (
    <AdminTable
      caption="Upcoming blocked times"
      columns={[
        "From",
        "Until",
        "Applies to",
        "Reason",
        "Visitors are told",
        { label: "Remove", visuallyHidden: true },
      ]}
      className="mt-3 max-w-3xl"
      headerCellClassName="px-3 py-2"
    >
      {blocks.map((b) => (
        <tr key={b.id} className="border-b border-stone-200 align-top">
          <td className="px-3 py-2">{londonDayTime(b.startsAt)}</td>
          <td className="px-3 py-2">{londonDayTime(b.endsAt)}</td>
          <td className="px-3 py-2">{b.pool ? poolLabels[b.pool] : "All meetings"}</td>
          <th scope="row" className="px-3 py-2 font-normal">
            {b.reason}
          </th>
          <td className="px-3 py-2">
            {b.publicReason ? `Closed: ${b.publicReason}` : "Nothing (internal block)"}
          </td>
          <td className="px-3 py-2">
            {b.publicReason && !canAnnounce ? (
              "An admin can remove it"
            ) : (
              <IntentForm intent="remove-block">
                <input type="hidden" name="id" value={b.id} />
                <button
                  type="submit"
                  className="min-h-11 rounded-md border-2 border-navy-900 px-3 py-1.5 font-semibold"
                >
                  Remove<span className="sr-only">{` the block "${b.reason}"`}</span>
                </button>
              </IntentForm>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
