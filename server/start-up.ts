import path from "node:path";
import { type AppDeps, createApp, metricsFor } from "./app";
import type { Config } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed/seed-database";
import { databaseTarget } from "./db/target";
import { firstAdminPasswordFile, removeFirstAdminPasswordFile } from "./first-admin-password-file";
import type { Logger } from "./logger";
import { controlSocketPath } from "./ops/backup/control-socket";
import { closureJournalPath } from "./ops/closures/closure-journal";
import { keepNewFilesPrivate, makeTreePrivate } from "./private-files";
import { anyPasswordChangeRequired, ensureFirstAdmin } from "./services/auth/first-admin";
import { reportFirstAdmin } from "./services/auth/report-first-admin";
import { createMailWorker } from "./services/mail";
import { resolveSessionSecret } from "./session-secret";

// What `npm start` (server/index.ts) and `npm run dev` (server/dev.ts) both do to start.

/**
 * Before serving: close DATA_DIR to other users, find the session secret, then open the
 * database, bring it up to date, seed it and make sure someone can sign in to the admin area.
 */
export async function prepareDatabaseAndSecret(
  config: Config,
  logger: Logger,
): Promise<{ database: DatabaseHandle; sessionSecret: string }> {
  protectDataDir(config, logger);
  const sessionSecret = resolveSessionSecret(config);
  const database = await openDatabase(databaseTarget(config));
  await migrateDatabase(database);
  await seedDatabase(database.db);
  // The embedded engine (Emscripten) sets 0666 on the files it creates whatever the umask, so
  // its folders (0700, made under the umask) are what keep them private; this removes the
  // bits too, so that nothing under DATA_DIR reads as open. Not news: no warning.
  if (database.kind === "pglite") makeTreePrivate(config.dataDir, dataDirEntries(config));
  reportFirstAdmin(
    await ensureFirstAdmin(database.db, { ...config.admin, allowGenerated: !config.databaseUrl }),
    logger,
    { dataDir: config.dataDir },
  );
  // A password chosen while the server was stopped (npm run admin:create) leaves no file behind.
  if (!(await anyPasswordChangeRequired(database.db))) removeFirstAdminPasswordFile(config.dataDir);
  return { database, sessionSecret };
}

/**
 * The app and the mail worker that its changes wake. The caller starts the worker when it is
 * ready to send, and stops it when the process ends.
 */
export function createAppWithMail(deps: Omit<AppDeps, "onMailQueued" | "metrics">) {
  const metrics = metricsFor(deps.config, deps.database);
  // The sender's name is the firm's as it is when a mail leaves (the app's facts source).
  const firmName = async () => (await app.firm.facts()).name;
  const mail = createMailWorker(deps.config, deps.database, deps.logger, metrics?.events, firmName);
  const app = createApp({ ...deps, metrics, onMailQueued: () => mail.worker.kick() });
  return { app, mail };
}

/**
 * New files are the owner's only; a folder an older version (or a looser umask) left open to
 * other users is closed, with one line saying so, since its files were readable until now.
 */
function protectDataDir(config: Config, logger: Logger): void {
  keepNewFilesPrivate();
  const { dataDir } = config;
  const { fixed, failed } = makeTreePrivate(dataDir, dataDirEntries(config));
  if (fixed > 0) {
    logger.warn(
      { event: "data-dir.modes-fixed", fixed, dataDir },
      `${dataDir} was open to other users: removed group and other access from ${fixed} ${fixed === 1 ? "entry" : "entries"}`,
    );
  }
  if (failed > 0) {
    logger.error(
      { event: "data-dir.modes-not-fixed", failed, dataDir },
      `${failed} ${failed === 1 ? "entry" : "entries"} under ${dataDir} belong to another user and stay open to others: change their owner to the one the server runs as`,
    );
  }
}

/** What this app keeps in DATA_DIR; anything else there (DATA_DIR=/srv, say) is left alone. */
function dataDirEntries(config: Config): string[] {
  const ours = [
    "pglite",
    "pglite.lock",
    "session-secret",
    path.basename(firstAdminPasswordFile(config.dataDir)),
    path.basename(controlSocketPath(config.dataDir)),
    path.basename(closureJournalPath(config.dataDir)),
    path.relative(config.dataDir, config.backups.dir),
    path.relative(config.dataDir, config.mail.dir),
  ];
  // A mail or backups folder set outside DATA_DIR is not under it, so not repaired here.
  return ours.filter((name) => name !== "" && !name.startsWith("..") && !path.isAbsolute(name));
}
