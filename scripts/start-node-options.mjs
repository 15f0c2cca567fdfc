// The Node options `npm start` gives the production server (package.json's start script): the
// one place they are declared. The Containerfile's CMD repeats them (start-node-options.test.ts
// keeps the two the same) and the benchmarks start a build with its own commit's options.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The `--` options between `node` and the script in `checkout`'s start script. */
export function startNodeOptions(checkout) {
  const manifest = JSON.parse(readFileSync(path.join(checkout, "package.json"), "utf8"));
  const words = String(manifest.scripts?.start ?? "").split(/\s+/);
  if (words[0] !== "node")
    throw new Error(`npm start does not run node: ${manifest.scripts?.start}`);
  const options = [];
  for (const word of words.slice(1)) {
    if (!word.startsWith("--")) break;
    options.push(word);
  }
  return options;
}
