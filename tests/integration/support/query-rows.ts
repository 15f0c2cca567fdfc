import type { SQL } from "drizzle-orm";
import type { Database } from "../../../server/db/client";

/**
 * Rows of a raw SQL query, for the tests that read the catalogue (information_schema, the
 * migrator's own table). Both drivers answer `{ rows }`; the type the two share says unknown,
 * so the shape is checked here rather than assumed.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== "object" || result === null || !("rows" in result)) {
    throw new Error("the driver answered a raw query without rows");
  }
  const { rows } = result;
  if (!Array.isArray(rows)) throw new Error("the driver's rows are not a list");
  return rows;
}
