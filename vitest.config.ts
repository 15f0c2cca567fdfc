import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
// app/generated/route-lists.ts, which app code imports, is written from the route handles.
const globalSetup = ["scripts/route-lists.global-setup.ts"];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          globalSetup,
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "service-worker/**/*.test.ts",
            "tests/support/**/*.test.ts",
            "lint/**/*.test.ts",
          ],
          environment: "node",
          // Files share a worker's modules instead of a new process each: 191 files took 67 s,
          // most of it starting processes and importing the same modules again; 22 s shared. A
          // file that mocks a module others import loads its subject afresh
          // (server/ensure-directory.test.ts), and one that reads the shared document empties it
          // first (docs/testing.md, "Sharing a worker").
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          // Also one migrated database per run, which every test file copies.
          globalSetup: [
            ...globalSetup,
            "tests/integration/support/template-databases.global-setup.ts",
          ],
          include: ["tests/integration/**/*.test.ts"],
          // The server build is plain JavaScript for Node: loaded by Node itself, not transformed
          // again by Vite in every test file.
          server: { deps: { external: [/\/build\/server\//] } },
          environment: "node",
          // Each file opens its own database; PGlite start-up dominates, so give it room.
          testTimeout: 30_000,
          // Two files at a time even on two cores (Vitest's default is one fewer than the cores):
          // much of a file's time is spent waiting on its database or a child process.
          maxWorkers: 2,
          hookTimeout: 60_000,
          // A process per file, unlike the unit suite: sharing one made the suite slower here
          // (docs/testing.md, "Sharing a worker").
        },
      },
    ],
  },
});
