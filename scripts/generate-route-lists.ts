// `tsx scripts/generate-route-lists.ts`: writes app/generated/route-lists.ts from the route
// modules' handles (scripts/route-lists.ts). Part of `npm run typecheck`, `build` and `dev`.
import path from "node:path";
import { generatedFile, writeRouteLists } from "./route-lists";

const root = path.resolve(import.meta.dirname, "..");
try {
  if ((await writeRouteLists(root)) === "written")
    console.log(`route lists: wrote ${generatedFile}`);
} catch (error) {
  console.error(`route lists: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
