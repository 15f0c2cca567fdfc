import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadProjectEnvFile } from "../scripts/load-env-file.mjs";
import { loadConfig } from "./config";
import { keepNewFilesPrivate } from "./private-files";
import { createProcessLogger } from "./process-logger";
import { createAppWithMail, prepareDatabaseAndSecret } from "./start-up";

/** `npm run dev`: the same Express stack with Vite's dev server and hot reload inside it. */
async function main(): Promise<void> {
  keepNewFilesPrivate();
  loadProjectEnvFile();
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const logger = createProcessLogger(config);
  const prepared = await prepareDatabaseAndSecret(config, logger);
  const { database } = prepared;
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  const build = () =>
    vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const { app, mail } = createAppWithMail({ ...prepared, config, logger, build, vite });
  mail.worker.start();
  const server = app.listen(config.port, () => logger.info(`Dev server on ${config.siteUrl}`));
  const stop = () => {
    server.close();
    void vite.close();
    void app.backgroundWork
      .settled()
      .then(() => mail.stop())
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
