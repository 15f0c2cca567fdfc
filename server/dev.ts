import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadProjectEnvFile } from "../scripts/load-env-file.mjs";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed/seed-database";
import { databaseTarget } from "./db/target";
import { createProcessLogger } from "./process-logger";
import { ensureFirstAdmin } from "./services/auth/first-admin";
import { reportFirstAdmin } from "./services/auth/report-first-admin";
import { createMailWorker } from "./services/mail";
import { resolveSessionSecret } from "./session-secret";

/** `npm run dev`: the same Express stack with Vite's dev server and hot reload inside it. */
async function main(): Promise<void> {
  loadProjectEnvFile();
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const logger = createProcessLogger(config);
  const sessionSecret = resolveSessionSecret(config);
  const database = await openDatabase(databaseTarget(config));
  await migrateDatabase(database);
  await seedDatabase(database.db);
  reportFirstAdmin(
    await ensureFirstAdmin(database.db, { ...config.admin, allowGenerated: !config.databaseUrl }),
    logger,
  );
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  const build = () =>
    vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const mail = createMailWorker(config, database, logger);
  mail.worker.start();
  const app = createApp({
    onMailQueued: () => mail.worker.kick(),
    config,
    logger,
    database,
    build,
    sessionSecret,
    vite,
  });
  const server = app.listen(config.port, () => logger.info(`Dev server on ${config.siteUrl}`));
  const stop = () => {
    server.close();
    void vite.close();
    void mail
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
