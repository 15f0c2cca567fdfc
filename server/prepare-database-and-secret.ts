import type { Config } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed/seed-database";
import { databaseTarget } from "./db/target";
import type { Logger } from "./logger";
import { ensureFirstAdmin } from "./services/auth/first-admin";
import { reportFirstAdmin } from "./services/auth/report-first-admin";
import { resolveSessionSecret } from "./session-secret";

/**
 * What `npm start` and `npm run dev` both do before serving: find the session secret, then open
 * the database, bring it up to date, seed it and make sure someone can sign in to the admin.
 */
export async function prepareDatabaseAndSecret(
  config: Config,
  logger: Logger,
): Promise<{ database: DatabaseHandle; sessionSecret: string }> {
  const sessionSecret = resolveSessionSecret(config);
  const database = await openDatabase(databaseTarget(config));
  await migrateDatabase(database);
  await seedDatabase(database.db);
  reportFirstAdmin(
    await ensureFirstAdmin(database.db, { ...config.admin, allowGenerated: !config.databaseUrl }),
    logger,
  );
  return { database, sessionSecret };
}
