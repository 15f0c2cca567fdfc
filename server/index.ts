import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { loadConfig } from "./config";
import { prepareDataDir } from "./data-dir";
import type { Logger } from "./logger";
import { startBackups } from "./ops/backup/start-backups";
import { serverBuildFile } from "./paths";
import { keepNewFilesPrivate } from "./private-files";
import { createProcessLogger, logsAsJson } from "./process-logger";
import { routeOutputThroughLogger } from "./route-output-through-logger";
import { purgeExpiredData, schedulePurge } from "./services/retention/purge-expired-data";
import { closeAfterRequests } from "./shutdown";
import { createAppWithMail, prepareDatabaseAndSecret } from "./start-up";
import { explainStartupFailure } from "./startup-failure";

const SHUTDOWN_GRACE_MS = 10_000;

/** Known once the environment is read, so that a failed write can name the folder. */
let dataDir: string | undefined;
/** Set once the logs are known to be JSON, so that a failed start-up is a JSON line too. */
let jsonLogger: Logger | undefined;

async function main(): Promise<void> {
  // Before anything is created: DATA_DIR's folders are made in prepareDataDir, below.
  keepNewFilesPrivate();
  const config = loadConfig();
  dataDir = config.dataDir;
  const logger = createProcessLogger(config);
  if (logsAsJson(config)) {
    jsonLogger = logger;
    routeOutputThroughLogger(logger);
  }
  prepareDataDir(config);
  const prepared = await prepareDatabaseAndSecret(config, logger);
  const { database } = prepared;

  const build = (await import(serverBuildFile)) as ServerBuild;
  let shuttingDown = false;
  const { app, mail } = createAppWithMail({
    ...prepared,
    config,
    logger,
    build,
    isShuttingDown: () => shuttingDown,
  });
  await app.warmPages();
  // A release with a new renderer makes the stored article bodies again, in the background.
  void app.refreshArticleHtml();
  // Serve nothing from the shared page cache before content changes can reach it.
  await app.changeWatch.ready;
  mail.worker.start();
  const stopPurge = schedulePurge(
    async () => {
      const deleted = await purgeExpiredData(database.db);
      logger.info({ event: "retention.purged", ...deleted }, "expired personal data removed");
    },
    (err) => logger.error({ err }, "retention purge failed"),
  );
  const backups = await startBackups({ config, database, logger });
  const server: Server = app.listen(config.port, () => {
    logger.info(
      { port: config.port, database: database.kind, siteUrl: config.siteUrl },
      `Serving ${config.siteUrl} (database: ${database.kind})`,
    );
  });
  server.on("error", async (err: NodeJS.ErrnoException) => {
    logger.fatal(
      { err },
      err.code === "EADDRINUSE" ? `Port ${config.port} is already in use` : "server error",
    );
    await backups.stop();
    await mail.stop();
    await database.close();
    process.exit(1);
  });

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("grace period over: closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      try {
        await closeAfterRequests(
          {
            settleBackgroundWork: () => app.backgroundWork.settled(),
            stopPurge,
            stopBackups: () => backups.stop(),
            stopMail: () => mail.stop(),
            stopChangeWatch: () => app.changeWatch.stop(),
            closeDatabase: () => database.close(),
          },
          { logger, graceMs: SHUTDOWN_GRACE_MS },
        );
        logger.info("database closed; bye");
        process.exit(0);
      } catch (err) {
        logger.error({ err }, "database did not close cleanly");
        process.exit(1);
      }
    });
    // Keep-alive sockets that go idle once their last response is sent would otherwise hold
    // server.close() open until their timeout; sweep them as they finish.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 200).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  const explained = explainStartupFailure(err, dataDir);
  if (jsonLogger) jsonLogger.fatal(explained ? {} : { err }, explained ?? "start-up failed");
  else if (process.env.LOG_FORMAT === "json") {
    // The settings themselves were refused, so no logger exists: one line in pino's shape.
    process.stdout.write(
      // biome-ignore lint/plugin: the time on the last log line of a process that failed to start
      `${JSON.stringify({ level: 60, time: new Date().toISOString(), msg: explained ?? String(err) })}\n`,
    );
  } else console.error(explained ?? err);
  process.exit(1);
});
