import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Where a generated first admin's password is kept (issue 47): a file in DATA_DIR that only the
 * server's user can read, never a log line or the terminal, which log collectors and
 * `podman logs` keep. It is deleted once that admin has chosen a password of their own.
 */
export function firstAdminPasswordFile(dataDir: string): string {
  return path.join(dataDir, "first-admin-password");
}

export function writeFirstAdminPasswordFile(
  dataDir: string,
  account: { email: string; password: string },
): string {
  const file = firstAdminPasswordFile(dataDir);
  const text = [
    "The admin account made when this site first started.",
    `E-mail:   ${account.email}`,
    `Password: ${account.password}`,
    "Sign in at /auth: you will be asked to choose your own password, and this file is then deleted.",
    "",
  ].join("\n");
  // 0600 from the first byte: written with the mode, not opened and then narrowed.
  writeFileSync(file, text, { mode: 0o600, flag: "w" });
  return file;
}

export function removeFirstAdminPasswordFile(dataDir: string): void {
  rmSync(firstAdminPasswordFile(dataDir), { force: true });
}
