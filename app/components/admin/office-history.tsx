import { AdminSection } from "./admin-section";
import { BylinedList } from "./bylined-list";

export interface HistoryEntry {
  id: string;
  at: string;
  actorName: string;
  summary: string;
}

/** A record's audit entries, oldest first: who did what, and when. */
export function OfficeHistory({
  entries,
  headingId,
}: {
  entries: HistoryEntry[];
  headingId: string;
}) {
  return (
    <AdminSection id={headingId} title="History" className="mt-10">
      <BylinedList
        items={entries.map((e) => ({ id: e.id, text: e.summary, name: e.actorName, at: e.at }))}
        empty="No changes yet."
        look="history"
      />
    </AdminSection>
  );
}

export const toHistory = (
  rows: Array<{ id: string; at: Date; actorName: string; summary: string }>,
) =>
  rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorName: r.actorName,
    summary: r.summary,
  }));
