import { AdminSection } from "./admin-section";
import { Byline } from "./byline";

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
      {entries.length === 0 ? (
        <p className="mt-3">No changes yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className="border-l-4 border-navy-100 pl-4">
              <p className="font-semibold">{entry.summary}</p>
              <p className="text-muted">
                <Byline name={entry.actorName} at={entry.at} />
              </p>
            </li>
          ))}
        </ol>
      )}
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
