import type { Config } from "./config";
import { ensureDirectory } from "./ensure-directory";

/**
 * Creates the folders this configuration writes to (the embedded database and generated
 * secret in DATA_DIR, mail files in DATA_DIR/mail) before anything else does, so that a
 * read-only or full disk stops start-up with its cause rather than failing an e-mail later.
 * With PostgreSQL, SESSION_SECRET and SMTP all set, nothing is written and nothing is made.
 */
export function prepareDataDir(
  config: Pick<Config, "dataDir" | "databaseUrl" | "sessionSecret" | "smtpUrl" | "mail">,
): void {
  if (!config.databaseUrl || !config.sessionSecret) ensureDirectory(config.dataDir);
  if (!config.smtpUrl) ensureDirectory(config.mail.dir);
}
