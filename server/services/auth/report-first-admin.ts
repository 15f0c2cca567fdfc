import { writeFirstAdminPasswordFile } from "../../first-admin-password-file";
import type { Logger } from "../../logger";
import type { FirstAdminOutcome } from "./first-admin";

/**
 * Says what start-up did about the first admin. A generated password goes to a file in
 * DATA_DIR readable only by the server's user (issue 47), and the log names the file: a log
 * line, JSON or framed for a terminal, is kept and shipped by collectors and `podman logs`, so
 * it never holds the password.
 */
export function reportFirstAdmin(
  outcome: FirstAdminOutcome,
  logger: Logger,
  options: { dataDir: string },
): void {
  if (outcome.kind === "configured" && outcome.created) {
    logger.info({ event: "admin.created" }, "created the admin named by ADMIN_EMAIL");
  }
  // Someone who edits ADMIN_PASSWORD expects it to count; start-up never changes a password.
  if (outcome.kind === "configured" && !outcome.created) {
    logger.warn(
      { event: "admin.password-not-applied" },
      "ADMIN_EMAIL names an existing account, so ADMIN_PASSWORD was not used (start-up only creates accounts). " +
        "To set it as the new password: npm run admin:create -- --email <ADMIN_EMAIL>",
    );
  }
  if (outcome.kind !== "generated") return;
  const passwordFile = writeFirstAdminPasswordFile(options.dataDir, outcome);
  logger.warn(
    { event: "admin.generated", email: outcome.email, passwordFile },
    `First start: an admin account (${outcome.email}) was created. Its password is in ${passwordFile}, readable only by this user. Sign in at /auth and choose your own password; the file is then deleted.`,
  );
}
