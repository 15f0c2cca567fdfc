// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { databaseTarget } from "../server/db/target";

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
try {
  await migrateDatabase(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
