import type { Logger } from "../../logger";
import type { FirstAdminOutcome } from "./first-admin";

/**
 * The generated password goes to the console once, never through the logger (whose lines may
 * be kept and shipped): a framed note for a person, or, where every line must be JSON, one
 * JSON line of its own.
 */
export function reportFirstAdmin(
  outcome: FirstAdminOutcome,
  logger: Logger,
  options: { json: boolean } = { json: false },
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
  if (options.json) {
    const note = {
      level: 30,
      // biome-ignore lint/plugin: the time on a log line
      time: new Date().toISOString(),
      event: "admin.generated",
      email: outcome.email,
      password: outcome.password,
      msg: "First start: an admin account was created for you. Sign in at /auth and keep this password safe: it is not shown again.",
    };
    process.stdout.write(`${JSON.stringify(note)}\n`);
    return;
  }
  const lines = [
    "",
    "=".repeat(64),
    " First start: an admin account was created for you.",
    `   E-mail:   ${outcome.email}`,
    `   Password: ${outcome.password}`,
    " Sign in at /auth and keep this password safe: it is not shown again.",
    "=".repeat(64),
    "",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}
