import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

const projectRoot = path.resolve(import.meta.dirname, "..");

/**
 * The settings file `npm start`, `npm run dev` and the scripts read: ENV_FILE when set,
 * otherwise `.env` in the project folder. Tests never call this.
 */
export function envFilePath(env = process.env) {
  return env.ENV_FILE ? path.resolve(projectRoot, env.ENV_FILE) : path.join(projectRoot, ".env");
}

/**
 * Copies KEY=value settings from `file` into `env` for the keys not already there, so the real
 * environment (a process manager's, a container's, the shell's) always wins, even when it sets
 * a variable to "". A missing file is not an error. Returns the names it set.
 */
export function loadEnvFile(file, env = process.env) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return [];
    throw err;
  }
  const loaded = [];
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (env[key] !== undefined) continue;
    env[key] = value;
    loaded.push(key);
  }
  return loaded;
}

/** Loads the settings file into process.env and says which names came from it. */
export function loadProjectEnvFile() {
  const file = envFilePath();
  const loaded = loadEnvFile(file);
  if (loaded.length === 0) return;
  const relative = path.relative(process.cwd(), file);
  const shown = relative && !relative.startsWith("..") ? relative : file;
  console.log(`Settings from ${shown}: ${loaded.join(", ")}`);
}
