// `npm run db:migrate`: applies pending migrations to the configured database and exits.

import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedDatabase } from "../server/db/seed/seed-database";
import { databaseTarget } from "../server/db/target";
import { keepNewFilesPrivate } from "../server/private-files";
import { loadProjectEnvFile } from "./load-env-file.mjs";

// DATA_DIR holds client data and secrets: whatever this script creates there is private.
keepNewFilesPrivate();

loadProjectEnvFile();
const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
try {
  await migrateDatabase(database);
  const { seeded } = await seedDatabase(database.db);
  console.log(
    `Migrations applied (${database.kind})${seeded ? "; first team and articles added" : ""}.`,
  );
} finally {
  await database.close();
}
