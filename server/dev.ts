import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadProjectEnvFile } from "../scripts/load-env-file.mjs";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { prepareDatabaseAndSecret } from "./prepare-database-and-secret";
import { createProcessLogger } from "./process-logger";
import { createMailWorker } from "./services/mail";

/** `npm run dev`: the same Express stack with Vite's dev server and hot reload inside it. */
async function main(): Promise<void> {
  loadProjectEnvFile();
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const logger = createProcessLogger(config);
  const { database, sessionSecret } = await prepareDatabaseAndSecret(config, logger);
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
