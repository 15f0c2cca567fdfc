import { describe, expect, test } from "vitest";
import { createProcessLogger } from "./process-logger";

function capture(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, write: (text: string) => written.push(text), written };
}

describe("createProcessLogger", () => {
  test("a pipe or a file gets JSON lines", () => {
    const output = capture(false);
    createProcessLogger({ logLevel: "info", logFormat: undefined }, output).info("hello");
    expect(JSON.parse(output.written[0] ?? "")).toMatchObject({ msg: "hello" });
  });

  test("a terminal gets short human lines", () => {
    const output = capture(true);
    createProcessLogger({ logLevel: "info", logFormat: undefined }, output).info("hello");
    expect(output.written).toHaveLength(1);
    expect(output.written[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}hello\n$/);
  });

  test("LOG_FORMAT=pretty gives human lines even when stdout is not a terminal", () => {
    const output = capture(false);
    createProcessLogger({ logLevel: "info", logFormat: "pretty" }, output).warn("careful");
    expect(output.written[0]).toMatch(/ WARN {2}careful\n$/);
  });

  test("LOG_FORMAT=json keeps JSON on a terminal, and redaction still applies", () => {
    const output = capture(true);
    createProcessLogger({ logLevel: "info", logFormat: "json" }, output).info(
      { email: "a@b.c" },
      "x",
    );
    expect(JSON.parse(output.written[0] ?? "")).toMatchObject({ level: 30, msg: "x" });
    expect(output.written[0]).not.toContain("a@b.c");
  });

  test("redacted fields stay out of human lines too", () => {
    const output = capture(true);
    createProcessLogger({ logLevel: "info", logFormat: "pretty" }, output).info(
      { email: "someone@example.com", user: { password: "secret" } },
      "signed in",
    );
    expect(output.written[0]).not.toContain("someone@example.com");
    expect(output.written[0]).not.toContain("secret");
  });
});
