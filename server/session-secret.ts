import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";
import { createFileAtomically } from "./create-file-atomically";
import { ensureDirectory } from "./ensure-directory";

/** The same floor as SESSION_SECRET's (config.ts). */
const MIN_SECRET_LENGTH = 32;

export class SessionSecretFileError extends Error {
  override name = "SessionSecretFileError";
}

/**
 * SESSION_SECRET when set; otherwise (embedded installs) a random secret generated once and
 * kept in DATA_DIR, so sessions survive restarts without anyone choosing a weak value.
 */
export function resolveSessionSecret(config: Pick<Config, "sessionSecret" | "dataDir">): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, "session-secret");
  const stored = readStoredSecret(file);
  if (stored) return stored;
  ensureDirectory(config.dataDir);
  createFileAtomically(file, `${randomBytes(48).toString("base64url")}\n`);
  // Ours, or that of a process that started at the same moment and won the race: either way
  // the file now holds the one secret both use.
  const created = readStoredSecret(file);
  if (!created) throw new SessionSecretFileError(`${file} vanished just after it was created.`);
  return created;
}

function readStoredSecret(file: string): string | undefined {
  let secret: string;
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    const holds = secret.length === 0 ? "is empty" : `holds only ${secret.length} characters`;
    throw new SessionSecretFileError(
      `${file} ${holds}; a session secret needs at least ${MIN_SECRET_LENGTH} (a start on a full disk can leave it cut short). ` +
        "Delete the file and start again to have a new one made (everyone will have to sign in again), or set SESSION_SECRET.",
    );
  }
  return secret;
}
