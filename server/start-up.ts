import { type AppDeps, createApp, metricsFor } from "./app";
import type { Config } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed/seed-database";
import { databaseTarget } from "./db/target";
import type { Logger } from "./logger";
import { ensureFirstAdmin } from "./services/auth/first-admin";
import { reportFirstAdmin } from "./services/auth/report-first-admin";
import { createMailWorker } from "./services/mail";
import { resolveSessionSecret } from "./session-secret";

// What `npm start` (server/index.ts) and `npm run dev` (server/dev.ts) both do to start.

/**
 * Before serving: find the session secret, then open the database, bring it up to date, seed
 * it and make sure someone can sign in to the admin area.
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

/**
 * The app and the mail worker that its changes wake. The caller starts the worker when it is
 * ready to send, and stops it when the process ends.
 */
export function createAppWithMail(deps: Omit<AppDeps, "onMailQueued" | "metrics">) {
  const metrics = metricsFor(deps.config, deps.database);
  const mail = createMailWorker(deps.config, deps.database, deps.logger, metrics?.events);
  const app = createApp({ ...deps, metrics, onMailQueued: () => mail.worker.kick() });
  return { app, mail };
}
