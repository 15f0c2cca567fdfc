import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { envFilePath, loadEnvFile } from "./load-env-file.mjs";

function envFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "env-")), ".env");
  writeFileSync(file, text);
  return file;
}

describe("loadEnvFile", () => {
  test("a missing file is fine: nothing is loaded", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(path.join(tmpdir(), "no-such-dir", ".env"), env)).toEqual([]);
    expect(env).toEqual({});
  });

  test("values are loaded, with comments and quotes (single quotes keep double ones)", () => {
    const env: NodeJS.ProcessEnv = {};
    const file = envFile(
      "# a comment\nPORT=4000\nMAIL_FROM='\"Carrow & Hale\" <a@example.com>'\nADMIN_NAME=Ann Lee\n",
    );
    expect(loadEnvFile(file, env).sort()).toEqual(["ADMIN_NAME", "MAIL_FROM", "PORT"]);
    expect(env).toEqual({
      PORT: "4000",
      MAIL_FROM: '"Carrow & Hale" <a@example.com>',
      ADMIN_NAME: "Ann Lee",
    });
  });

  test("the real environment wins, even a variable set to an empty string", () => {
    const env: NodeJS.ProcessEnv = { PORT: "5000", SMTP_URL: "" };
    const file = envFile("PORT=4000\nSMTP_URL=smtp://x\nLOG_LEVEL=debug\n");
    expect(loadEnvFile(file, env)).toEqual(["LOG_LEVEL"]);
    expect(env).toEqual({ PORT: "5000", SMTP_URL: "", LOG_LEVEL: "debug" });
  });
});

describe("envFilePath", () => {
  test(".env in the project folder, unless ENV_FILE names another file", () => {
    const projectRoot = path.resolve(import.meta.dirname, "..");
    expect(envFilePath({})).toBe(path.join(projectRoot, ".env"));
    expect(envFilePath({ ENV_FILE: "/etc/carrow-hale.env" })).toBe("/etc/carrow-hale.env");
    expect(envFilePath({ ENV_FILE: "config/prod.env" })).toBe(
      path.join(projectRoot, "config/prod.env"),
    );
  });
});
