import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { createLogger } from "./logger";

function captured() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger("info", sink) };
}

describe("the logger", () => {
  test("an error that names a secret link is logged without the secret", () => {
    const token = "Zx9_secret-token-0123456789abcdefghijklmnop";
    const { lines, logger } = captured();
    logger.error(
      { err: new Error(`no booking behind /consultation/manage/${token}`) },
      "unhandled error",
    );
    const text = JSON.stringify(lines);
    expect(text).not.toContain(token);
    expect(text).toContain("/consultation/manage/[redacted]");
  });
});
