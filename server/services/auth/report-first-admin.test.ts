import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { firstAdminPasswordFile } from "../../first-admin-password-file";
import { createLogger } from "../../logger";
import { reportFirstAdmin } from "./report-first-admin";

function captureLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "first-admin-"));
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(firstAdminPasswordFile(dataDir), { force: true });
});

describe("reportFirstAdmin", () => {
  test("a generated password goes to a file only this user can read, never to a log or the terminal", () => {
    const { logger, lines } = captureLogger();
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const password = "generated-password-0123456789";
    reportFirstAdmin({ kind: "generated", email: "admin@example.com", password }, logger, {
      dataDir,
    });
    const file = firstAdminPasswordFile(dataDir);
    expect(readFileSync(file, "utf8")).toContain(`Password: ${password}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(lines)).not.toContain(password);
    expect(written.join("")).not.toContain(password);
    // The log says where the password is.
    expect(lines).toMatchObject([{ event: "admin.generated", passwordFile: file }]);
  });

  test("ADMIN_PASSWORD for an admin that already exists is not silently ignored", () => {
    const { logger, lines } = captureLogger();
    reportFirstAdmin({ kind: "configured", email: "boss@example.com", created: false }, logger, {
      dataDir,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(40);
    expect(lines[0]?.msg).toMatch(/ADMIN_PASSWORD was not used/);
    expect(lines[0]?.msg).toContain("npm run admin:create -- --email");
    // The address stays out of the logs, like every other e-mail address.
    expect(JSON.stringify(lines)).not.toContain("boss@example.com");
  });

  test("a newly created admin is one info line", () => {
    const { logger, lines } = captureLogger();
    reportFirstAdmin({ kind: "configured", email: "boss@example.com", created: true }, logger, {
      dataDir,
    });
    expect(lines).toMatchObject([{ level: 30, msg: "created the admin named by ADMIN_EMAIL" }]);
  });
});
