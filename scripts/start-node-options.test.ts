import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { startNodeOptions } from "./start-node-options.mjs";

const root = path.resolve(import.meta.dirname, "..");

test("npm start gives the server a young generation big enough for a page's garbage", () => {
  // docs/performance.md: at the default size, collecting was 8-9% of a page rendered per request.
  expect(startNodeOptions(root)).toContain("--max-semi-space-size=32");
});

test("the container (Containerfile) starts node with the same options as npm start", () => {
  const dockerfile = readFileSync(path.join(root, "Containerfile"), "utf8");
  const cmd = dockerfile.match(/^CMD (\[.*\])$/m)?.[1];
  expect(cmd).toBeDefined();
  expect(JSON.parse(cmd ?? "[]")).toEqual(["node", ...startNodeOptions(root), "scripts/start.mjs"]);
});
