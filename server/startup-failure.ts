import { ConfigError } from "./config";
import { DataDirLockedError } from "./db/lock";
import { SessionSecretFileError } from "./session-secret";
import { describeStorageFailure } from "./storage-failure";

/**
 * The one line to print when start-up fails for a reason the operator can fix (a setting, a
 * second server, the disk); undefined for anything else, which deserves its stack trace.
 */
export function explainStartupFailure(
  err: unknown,
  dataDir: string | undefined,
): string | undefined {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof SessionSecretFileError
  ) {
    return err.message;
  }
  return dataDir ? describeStorageFailure(err, dataDir) : undefined;
}
