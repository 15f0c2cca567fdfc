// `npm run admin:create -- --email you@example.com --name "Your Name"` creates or promotes an
// admin; `npm run admin:create -- --email you@example.com` sets a new password for an existing
// account. The password comes from ADMIN_PASSWORD or is asked for (not echoed).

import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { databaseTarget } from "../server/db/target";
import { keepNewFilesPrivate } from "../server/private-files";
import { createOrUpdateAdmin } from "../server/services/auth/create-admin";
import { loadProjectEnvFile } from "./load-env-file.mjs";

// DATA_DIR holds client data and secrets: whatever this script creates there is private.
keepNewFilesPrivate();

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" } },
});
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]');
  process.exit(2);
}
loadProjectEnvFile();

function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  // readline echoes what is typed to its output; this output keeps it to itself.
  const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: nowhere, terminal: true });
  return new Promise((resolve) => {
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

const password =
  process.env.ADMIN_PASSWORD || (await askHidden("Password (at least 12 characters): "));
const database = await openDatabase(
  databaseTarget(loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined })),
);
try {
  await migrateDatabase(database);
  const result = await createOrUpdateAdmin(database.db, {
    email: values.email,
    name: values.name,
    password,
  });
  if (result.kind === "invalid") {
    console.error(result.message);
    process.exitCode = 1;
  } else {
    console.log(`${result.kind === "created" ? "Created" : "Updated"} the admin ${result.email}.`);
  }
} finally {
  await database.close();
}
