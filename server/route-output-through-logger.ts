import { format } from "node:util";
import { redactSecretsIn } from "./http/redact-secrets";
import type { Logger } from "./logger";

type ConsoleMethod = "log" | "info" | "debug" | "trace" | "warn" | "error";
const levelOf: Record<ConsoleMethod, "info" | "debug" | "warn" | "error"> = {
  log: "info",
  info: "info",
  debug: "debug",
  trace: "debug",
  warn: "warn",
  error: "error",
};

/**
 * When the logs are JSON, every line the process writes must be JSON, or a log collector
 * drops or splits it. Libraries write to the console (React Router warns about a malformed
 * address with console.warn) and Node writes its warnings and a crash's stack to stderr;
 * this sends all of them through the logger instead, with secret links redacted.
 */
export function routeOutputThroughLogger(logger: Logger): void {
  for (const method of Object.keys(levelOf) as ConsoleMethod[]) {
    const level = levelOf[method];
    console[method] = (...args: unknown[]) => {
      logger[level]({ event: "console" }, redactSecretsIn(format(...args)));
    };
  }
  // Node's own printer writes warnings as plain text; the logger writes them instead.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => {
    logger.warn({ event: "node.warning", name: warning.name }, warning.message);
  });
  // Printed by Node as a plain stack otherwise; an unhandled rejection ends up here too.
  process.on("uncaughtException", (err) => {
    logger.fatal({ err }, "uncaught exception: stopping");
    process.exit(1);
  });
}
