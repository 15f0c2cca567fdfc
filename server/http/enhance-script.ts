import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../paths";

/** What the Vite dev server serves the enhancement script's source as. */
const DEV_SOURCE = "/app/enhance/enhance.ts";

/**
 * The address of the enhancement script every page loads (app/enhance/, ADR 020): the hashed
 * file scripts/build-enhance.mjs names in build/enhance.json, or under the dev server its
 * source, which Vite compiles on request.
 */
export function enhanceScriptSrc(dev: boolean): string | null {
  if (dev) return DEV_SOURCE;
  const manifest = path.join(projectRoot, "build/enhance.json");
  if (!existsSync(manifest)) return null;
  const { src } = JSON.parse(readFileSync(manifest, "utf8")) as { src?: unknown };
  return typeof src === "string" && src.startsWith("/assets/") ? src : null;
}
