import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { freePort, startServerProcess, waitForOutput } from "./support/server-process";

function collect(stream: NodeJS.ReadableStream | null): () => string {
  let text = "";
  stream?.on("data", (chunk) => {
    text += chunk;
  });
  return () => text;
}

/** Lines that are not a JSON object, with the stream they came from. */
function linesThatAreNotJson(name: string, text: string): string[] {
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object";
      } catch {
        return true;
      }
    })
    .map((line) => `${name}: ${line}`);
}

describe("LOG_FORMAT=json", { timeout: 120_000 }, () => {
  test("every line the server writes, on stdout and stderr, is JSON: a 405, a 404, a failing loader, a malformed address, a refused body", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-json-"));
    const port = await freePort();
    const server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_FORMAT: "json",
    });
    const stdout = collect(server.child.stdout);
    const stderr = collect(server.child.stderr);
    const site = `http://127.0.0.1:${port}`;
    try {
      await waitForOutput(server, /Serving http/);
      const statuses = {
        put: (await fetch(`${site}/`, { method: "PUT" })).status,
        missing: (await fetch(`${site}/no-such-page`)).status,
        // React Router warns about an address it cannot decode through console.warn.
        malformed: (await fetch(`${site}/insights/%E0%A4%A`)).status,
        // A NUL in a slug reached the database, which refused it, and the loader threw (a
        // guard may answer 404 instead: either way, what is written is JSON).
        loaderThrows: (await fetch(`${site}/team/x%00y`)).status,
        jsonBody: (
          await fetch(`${site}/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: site },
            body: "{}",
          })
        ).status,
      };
      expect(statuses.put).toBe(405);
      expect(statuses.missing).toBe(404);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);

      expect([
        ...linesThatAreNotJson("stdout", stdout()),
        ...linesThatAreNotJson("stderr", stderr()),
      ]).toEqual([]);
      const records = `${stdout()}${stderr()}`
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg?: string; event?: string });
      // A 404 or 405 is not an error of the server's: its request line is enough.
      const errorsFor = (needle: string) =>
        records.filter((r) => r.level >= 50 && JSON.stringify(r).includes(needle));
      expect(errorsFor("405")).toEqual([]);
      expect(errorsFor("no-such-page")).toEqual([]);
      expect(records.some((r) => r.msg?.includes("could not be decoded"))).toBe(true);
    } finally {
      server.child.kill("SIGKILL");
    }
  });
});
