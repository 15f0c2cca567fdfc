import { formatInTimeZone } from "date-fns-tz";
import { getTableColumns, getTableName, isTable, sql } from "drizzle-orm";
import { firmTimeZone } from "~/shared/time/london-clock";
import type { Database } from "../../../../server/db/client";
import * as schema from "../../../../server/db/schema";
import { holidayOn } from "../../../../server/services/booking/bank-holidays";
import { queryRows } from "../query-rows";
import type { Answer } from "./send";
import type { Target } from "./targets";

/**
 * What is wrong with an answer, or undefined: never a 5xx, and every refusal is the site's own
 * (a page for pages, `{ message }` JSON for /api).
 */
export function answerProblem(
  target: Target,
  method: string,
  path: string,
  answer: Answer,
): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  // 431 (headers past 16 kB) is Node's answer before the app runs; 0 is a connection the
  // server closed on a body past its limit before reading it all (body-limits.ts).
  if (answer.status < 400 || answer.status === 431 || method === "HEAD") return undefined;
  const type = String(answer.headers["content-type"] ?? "");
  if (path.startsWith("/api/") || path === "/api") {
    if (!type.startsWith("application/json")) return `a /api refusal that is not JSON (${type})`;
    try {
      const body = JSON.parse(answer.body) as { message?: unknown };
      if (typeof body.message !== "string") return "a /api refusal without a message";
    } catch {
      return "a /api refusal whose JSON does not parse";
    }
    return undefined;
  }
  if (target.kind === "page" && !target.resource) {
    if (!type.startsWith("text/html") || !answer.body.includes("<html")) {
      return `a page refusal that is not the site's page (${type})`;
    }
  }
  return undefined;
}

const SLOT_MS = 30 * 60_000;

/** Why a booking's time could never have been offered, or undefined. */
function bookingTimeProblem(b: {
  startsAt: Date;
  endsAt: Date;
  status: string;
}): string | undefined {
  if (b.endsAt.getTime() - b.startsAt.getTime() !== SLOT_MS) return "not 30 minutes long";
  const local = formatInTimeZone(b.startsAt, firmTimeZone, "yyyy-MM-dd i HH:mm:ss.SSS");
  const [date = "", weekday = "", time = ""] = local.split(" ");
  const [hh = "", mm = "", rest = ""] = time.split(":");
  if (!["00", "30"].includes(mm) || rest !== "00.000") return `off the 30-minute grid (${local})`;
  const minutes = Number(hh) * 60 + Number(mm);
  if (weekday === "6") {
    // Saturday by appointment: a morning (10:00) or an afternoon (14:00) request.
    return minutes === 600 || minutes === 840 ? undefined : `a Saturday at ${hh}:${mm}`;
  }
  if (weekday === "7") return "on a Sunday";
  if (holidayOn(date)) return `on a bank holiday (${date})`;
  if (minutes < 9 * 60 || minutes + 30 > 17 * 60) return `outside office hours (${hh}:${mm})`;
  return undefined;
}

/**
 * Rows that should never exist, whatever was sent: bookings off the grid or outside the hours,
 * a lawyer booked twice at once, and a required text column left empty (derived from the schema: every
 * NOT NULL text column except those the fresh database already holds empty, which the firm
 * treats as optional).
 */
export async function invalidRows(
  db: Database,
  optionalColumns: ReadonlySet<string>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const b of await db.select().from(schema.bookings)) {
    const why = bookingTimeProblem(b);
    if (why) problems.push(`booking ${b.reference} (${b.status}) ${why}`);
  }
  const doubled = await queryRows<{ lawyer_id: string; starts_at: unknown; n: number }>(
    db,
    sql`select lawyer_id, starts_at, count(*)::int as n from bookings where status = 'confirmed' and lawyer_id is not null group by lawyer_id, starts_at having count(*) > 1`,
  );
  for (const d of doubled)
    problems.push(`lawyer ${d.lawyer_id} at ${String(d.starts_at)} held ${d.n} times`);
  for (const column of await emptyRequiredColumns(db)) {
    if (!optionalColumns.has(column.key))
      problems.push(`${column.key} is empty in ${column.rows} row(s)`);
  }
  return problems;
}

/** Every NOT NULL text column holding an empty or blank value, with how many rows do. */
export async function emptyRequiredColumns(
  db: Database,
): Promise<Array<{ key: string; rows: number }>> {
  const found: Array<{ key: string; rows: number }> = [];
  for (const table of Object.values(schema)) {
    if (!isTable(table)) continue;
    const name = getTableName(table);
    for (const column of Object.values(getTableColumns(table))) {
      if (!column.notNull || column.dataType !== "string" || column.columnType !== "PgText")
        continue;
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(name)} where btrim(${sql.identifier(column.name)}) = ''`,
      );
      if (row && row.n > 0) found.push({ key: `${name}.${column.name}`, rows: row.n });
    }
  }
  return found;
}
