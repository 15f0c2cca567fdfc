import type { AppLoadContext } from "react-router";
import { data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, test } from "vitest";
import { createLogger } from "../server/logger";
import { handleError } from "./entry.server";

function contextWithLogs(): { context: AppLoadContext; lines: () => Record<string, unknown>[] } {
  const written: string[] = [];
  const logger = createLogger("info", { write: (line: string) => written.push(line) });
  return {
    context: { logger } as AppLoadContext,
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const args = (context: AppLoadContext) => ({
  request: new Request("http://localhost/team/someone"),
  params: {},
  context,
});

describe("handleError", () => {
  test("a loader's thrown error is one logger line with its stack, secret links redacted", () => {
    const { context, lines } = contextWithLogs();
    handleError(
      new Error("failed for /consultation/manage/abcdefghijklmnopqrstuvwxyz012345"),
      args(context),
    );
    const [line] = lines();
    expect(line).toMatchObject({ level: 50, event: "route.error" });
    const err = line?.err as { message: string; stack: string };
    expect(err.stack).toContain("entry.server.test.ts");
    expect(err.message).not.toContain("abcdefghijklmnopqrstuvwxyz012345");
  });

  test("a 405 or 404 that React Router answers writes nothing (no bare [object Object])", () => {
    const { context, lines } = contextWithLogs();
    handleError(new ErrorResponseImpl(405, "Method Not Allowed", null), args(context));
    handleError(new ErrorResponseImpl(404, "Not Found", null), args(context));
    expect(lines()).toEqual([]);
  });

  test("anything else thrown is described, never [object Object]", () => {
    const { context, lines } = contextWithLogs();
    handleError(data({ reason: "odd" }, { status: 500 }), args(context));
    expect(JSON.stringify(lines())).not.toContain("[object Object]");
  });
});
