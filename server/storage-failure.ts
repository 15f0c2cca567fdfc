import path from "node:path";

const causes: Record<string, string> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EROFS: "the file system is read-only",
  EACCES: "permission denied",
  EPERM: "the operation is not permitted",
  EIO: "the disk reported an input/output error",
};

// PGlite's file system is Emscripten's, which throws ErrnoError { errno } with WASI numbers
// (its ERRNO_CODES table) rather than Node's codes.
const emscriptenCodes: Record<number, string> = {
  2: "EACCES",
  19: "EDQUOT",
  29: "EIO",
  51: "ENOSPC",
  63: "EPERM",
  69: "EROFS",
};

interface ErrorFields {
  code?: unknown;
  errno?: unknown;
  name?: unknown;
  path?: unknown;
  cause?: unknown;
}

function storageCode(fields: ErrorFields): string | undefined {
  if (typeof fields.code === "string" && fields.code in causes) return fields.code;
  if (fields.name === "ErrnoError" && typeof fields.errno === "number") {
    return emscriptenCodes[fields.errno];
  }
  return undefined;
}

/**
 * One line for an operator when a write failed for a reason of the machine's (disk full,
 * read-only, permissions), naming the directory; undefined for any other error. Drivers wrap
 * errors, so the causes are searched too.
 */
export function describeStorageFailure(err: unknown, dataDir: string): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const fields = current as ErrorFields;
    const code = storageCode(fields);
    if (code) {
      const dir = typeof fields.path === "string" ? directoryToName(fields.path, dataDir) : dataDir;
      return `Cannot write to ${dir}: ${causes[code]} (${code})`;
    }
    current = fields.cause;
  }
  return undefined;
}

/** DATA_DIR for anything inside it (the setting people know); otherwise the file's folder. */
function directoryToName(file: string, dataDir: string): string {
  const relative = path.relative(dataDir, file);
  const inside = relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
  return inside ? dataDir : path.dirname(file);
}
