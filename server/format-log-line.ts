const levelNames: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

// What machines need and people do not: the service name, and the time and level, which
// lead the line anyway.
const machineOnly = new Set(["level", "time", "msg", "service", "pid", "hostname", "event"]);

interface LogRecord {
  level?: number;
  time?: string;
  msg?: string;
  req?: { method?: string; path?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/** A line's time of day in the zone the person reading the log asks for. */
function clockTime(time: number | string, timeZone: string | undefined): string {
  // biome-ignore lint/plugin: the developer's log formatter writes each line's time in the zone its reader asks for, not the firm's calendar
  return new Date(time).toLocaleTimeString("en-GB", { hour12: false, timeZone });
}

/**
 * One of pino's JSON lines as a person reads it: `14:05:09 INFO  message key=value`, a request
 * as `GET /path 200 12ms`, an error with its stack below. Fields the message already says are
 * left out. Anything that is not a JSON line passes through unchanged.
 */
export function formatLogLine(jsonLine: string, timeZone?: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(jsonLine) as LogRecord;
  } catch {
    return jsonLine;
  }
  const time = record.time ? clockTime(record.time, timeZone) : "";
  const level = (levelNames[record.level ?? 30] ?? String(record.level)).padEnd(5);
  const text = record.req && record.res ? describeRequest(record) : (record.msg ?? "");
  const details = Object.entries(record)
    .filter(([key, value]) => !machineOnly.has(key) && !alreadySaid(text, value))
    .filter(([key]) => !(record.req && record.res && ["req", "res", "responseTime"].includes(key)))
    .filter(([key]) => key !== "err")
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  const stack = record.err ? `\n${indent(record.err.stack ?? record.err.message ?? "")}` : "";
  return `${[time, level, text, ...details].filter(Boolean).join(" ")}${stack}\n`;
}

function describeRequest(record: LogRecord): string {
  const elapsed = record.responseTime === undefined ? "" : ` ${Math.round(record.responseTime)}ms`;
  return `${record.req?.method} ${record.req?.path} ${record.res?.statusCode}${elapsed}`;
}

function alreadySaid(text: string, value: unknown): boolean {
  if (typeof value !== "string" && typeof value !== "number") return false;
  const shown = String(value);
  return shown.length >= 2 && text.includes(shown);
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
}
