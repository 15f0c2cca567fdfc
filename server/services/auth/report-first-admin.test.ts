import { describe, expect, test } from "vitest";
import { createLogger } from "../../logger";
import { reportFirstAdmin } from "./report-first-admin";

function captureLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("reportFirstAdmin", () => {
  test("ADMIN_PASSWORD for an admin that already exists is not silently ignored", () => {
    const { logger, lines } = captureLogger();
    reportFirstAdmin({ kind: "configured", email: "boss@example.com", created: false }, logger);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(40);
    expect(lines[0]?.msg).toMatch(/ADMIN_PASSWORD was not used/);
    expect(lines[0]?.msg).toContain("npm run admin:create -- --email");
    // The address stays out of the logs, like every other e-mail address.
    expect(JSON.stringify(lines)).not.toContain("boss@example.com");
  });

  test("a newly created admin is one info line", () => {
    const { logger, lines } = captureLogger();
    reportFirstAdmin({ kind: "configured", email: "boss@example.com", created: true }, logger);
    expect(lines).toMatchObject([{ level: 30, msg: "created the admin named by ADMIN_EMAIL" }]);
  });
});
