import type { Config } from "./config";
import { formatLogLine } from "./format-log-line";
import { createLogger, type Logger } from "./logger";

interface Output {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * The server's logger: JSON lines for machines (stdout is a file, a pipe or a log collector,
 * or LOG_FORMAT=json), one short line per event for a person at a terminal (or LOG_FORMAT=pretty).
 */
export function createProcessLogger(
  config: Pick<Config, "logLevel" | "logFormat">,
  output: Output = process.stdout,
): Logger {
  if (!logsAsJson(config, output)) {
    return createLogger(config.logLevel, {
      write: (line: string) => output.write(formatLogLine(line)),
    });
  }
  // pino's own stdout writer is the fast path for the JSON that machines read.
  if (output === process.stdout) return createLogger(config.logLevel);
  return createLogger(config.logLevel, { write: (line: string) => output.write(line) });
}

/** Whether the server's lines are JSON: LOG_FORMAT=json, or no LOG_FORMAT and no terminal. */
export function logsAsJson(
  config: Pick<Config, "logFormat">,
  output: Pick<Output, "isTTY"> = process.stdout,
): boolean {
  return config.logFormat ? config.logFormat === "json" : !output.isTTY;
}
