import type { Database } from "../db/client";
import { createInsightsService } from "./insights";
import { createTeamService } from "./team";

/** Everything route loaders and actions may call; created once per process. */
export function createServices(db: Database) {
  return {
    team: createTeamService(db),
    insights: createInsightsService(db),
  };
}

export type AppServices = ReturnType<typeof createServices>;
