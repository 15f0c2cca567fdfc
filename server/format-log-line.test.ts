import { describe, expect, test } from "vitest";
import { formatLogLine } from "./format-log-line";

const at = "2026-11-23T14:05:09.123Z";

function line(record: Record<string, unknown>): string {
  return formatLogLine(JSON.stringify({ time: at, service: "carrow-hale-site", ...record }), "UTC");
}

describe("formatLogLine", () => {
  test("time, level and message, leaving out what the message already says", () => {
    expect(
      line({
        level: 30,
        port: 3000,
        database: "pglite",
        siteUrl: "http://localhost:3000",
        msg: "Serving http://localhost:3000 (database: pglite)",
      }),
    ).toBe("14:05:09 INFO  Serving http://localhost:3000 (database: pglite)\n");
  });

  test("other fields follow as key=value", () => {
    expect(line({ level: 40, signal: "SIGTERM", count: 0, msg: "shutting down" })).toBe(
      "14:05:09 WARN  shutting down signal=SIGTERM count=0\n",
    );
  });

  test("a request is its method, path, status and time", () => {
    expect(
      line({
        level: 30,
        req: { id: "abc", method: "GET", path: "/services" },
        res: { statusCode: 200 },
        responseTime: 12.4,
        msg: "request completed",
      }),
    ).toBe("14:05:09 INFO  GET /services 200 12ms\n");
  });

  test("an error shows its stack under the line", () => {
    expect(
      line({ level: 50, err: { message: "boom", stack: "Error: boom\n    at x" }, msg: "failed" }),
    ).toBe("14:05:09 ERROR failed\n    Error: boom\n        at x\n");
  });

  test("a line that is not JSON passes through", () => {
    expect(formatLogLine("plain text\n")).toBe("plain text\n");
  });
});
