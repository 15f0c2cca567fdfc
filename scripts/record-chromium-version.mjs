// Notes which Chromium made the screenshot baselines (tests/e2e/__screenshots__/), so a diff
// after a browser upgrade can be told from a diff the site made. Run by
// `npm run test:screenshots:update` after the baselines are written.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromiumPath } from "./chromium.mjs";

const version = execFileSync(chromiumPath, ["--version"], { encoding: "utf8" }).trim();
const file = path.resolve(import.meta.dirname, "../tests/e2e/__screenshots__/CHROMIUM.txt");
writeFileSync(file, `${version}\n`);
console.log(`Baselines made with ${version}`);
