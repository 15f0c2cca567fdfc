import { TransactionRollbackError } from "drizzle-orm";

/**
 * Runs a versioned save, whose transaction rolls back when the version the editor loaded is no
 * longer the stored one (someone saved since): that becomes "stale", with nothing stored.
 */
export async function unlessStale<Saved>(
  work: () => Promise<Saved>,
): Promise<Saved | { kind: "stale" }> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof TransactionRollbackError) return { kind: "stale" };
    throw err;
  }
}
