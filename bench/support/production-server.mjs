// Starts the built production server (as `npm start` runs it, via scripts/e2e-server.mjs) on
// a fresh embedded database of its own and a port of its own, and stops it again.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { startNodeOptions } from "../../scripts/start-node-options.mjs";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `checkout`: another working tree of this repository, already built (an older commit, for a
 * before-and-after in one run); this one by default.
 */
export async function startProductionServer({ port, dataDir, env = {}, checkout = root }) {
  const dir = path.join(root, dataDir);
  // With the Node options the build's own `npm start` gives it (an older commit may have none).
  const options = startNodeOptions(checkout);
  const child = spawn(
    process.execPath,
    [...options, path.join(checkout, "scripts/e2e-server.mjs")],
    {
      cwd: checkout,
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dir, ...env },
      // Request logs go where a process manager would take them; here, nowhere.
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const origin = `http://localhost:${port}`;
  try {
    // Migrating a fresh database and hashing the first admin's password take a while on a
    // machine that is busy with other work.
    await waitUntilReady(child, origin, 180);
  } catch (error) {
    // Never leave a half-started server behind holding the port.
    if (child.exitCode === null) await stopChild(child);
    throw error;
  }
  return {
    origin,
    /** The server's data directory, absolute: its database and the mail it writes (mail/). */
    dataDir: dir,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.lock`, { force: true });
    },
  };
}

/** Waits for the server `child` to answer /readyz at `origin`; throws if it exits or takes too long. */
export async function waitUntilReady(child, origin, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready in ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops a server the way a process manager does, and waits until it has exited. */
export async function stopChild(child) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** An article and a team member's address, from the site's own lists. */
export async function findPages(origin) {
  const first = async (listPath, pattern) => {
    const html = await (await fetch(`${origin}${listPath}`)).text();
    const match = html.match(pattern);
    if (!match) throw new Error(`No link like ${pattern} on ${listPath}`);
    return match[1];
  };
  return {
    article: await first("/insights", /href="(\/insights\/[a-z0-9-]+)"/),
    team: await first("/about/team", /href="(\/team\/[a-z0-9-]+)"/),
  };
}
