// Vitest's global setup: the route lists exist, and match the handles, before any test imports
// them (a clean clone has none; app/generated/ is not kept in git).
import path from "node:path";
import { writeRouteLists } from "./route-lists";

export default async function setup(): Promise<void> {
  await writeRouteLists(path.resolve(import.meta.dirname, ".."));
}
